// The chip tray of an amount question (templates/trainer/_chip_tray.html, and one pile a
// box when a table is settled: _chip_table_tray.html): each chip of the rack pushes one
// chip onto its stack in the pile being built (the one last touched), tapping a stack
// takes one back, "clear" empties the tray. Each pile's stacks, its "chips" field
// ("25x2,5x1") and its spoken total are kept from its slots' counts, so a page swapped in
// by htmx needs no set-up. Without JavaScript the fields are shown and typed in. The
// server checks what is posted.
(function () {
  "use strict";

  var MOST = 99; // trainer/chips.py MAX_OF_ONE: more is refused there
  var ACTIVE = "chip-pile--active";

  function cents(value) {
    var parts = value.split(".");
    var fraction = ((parts[1] || "") + "00").slice(0, 2);
    return BigInt(parts[0]) * 100n + BigInt(fraction);
  }

  function written(amount, total) {
    var whole = (amount / 100n).toString();
    var rest = amount % 100n;
    var grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, total.dataset.thousands);
    if (rest === 0n) {
      return grouped;
    }
    return grouped + total.dataset.decimals + rest.toString().padStart(2, "0");
  }

  function refresh(pile) {
    var listed = [];
    var amount = 0n;
    pile.querySelectorAll("[data-chip-slot]").forEach(function (slot) {
      var many = Number(slot.dataset.count);
      slot.querySelectorAll(".chip-stack__chip").forEach(function (chip, index) {
        chip.classList.toggle("chip-stack__chip--off", index >= many);
      });
      slot.classList.toggle("chip-tray__stack--empty", !many);
      var label = slot.querySelector("[data-chip-count]");
      label.textContent = label.textContent.replace(/^\d+/, String(many));
      if (many) {
        listed.push(slot.dataset.chipSlot + "x" + many);
        amount += cents(slot.dataset.chipSlot) * BigInt(many);
      }
    });
    pile.querySelector("[data-chip-field]").value = listed.join(",");
    var total = pile.querySelector("[data-chip-total]");
    // A tray that only pays (a colour-up, change) has no way to choose.
    var way = pile.querySelector("[data-chip-direction][value=take]");
    var take = way !== null && way.checked;
    var text = total.dataset.empty;
    if (amount) {
      text = (take ? total.dataset.take : total.dataset.pay).replace(
        "{amount}",
        written(amount, total)
      );
    }
    total.textContent = text;
  }

  function slotOf(pile, value) {
    var found = null;
    pile.querySelectorAll("[data-chip-slot]").forEach(function (slot) {
      if (slot.dataset.chipSlot === value) {
        found = slot;
      }
    });
    return found;
  }

  function change(slot, by) {
    var many = Math.min(MOST, Math.max(0, Number(slot.dataset.count) + by));
    slot.dataset.count = String(many);
  }

  // The pile the rack pushes onto: the one the rack sits in, else the one last touched.
  function pileFor(tray, button) {
    return (
      button.closest("[data-chip-pile]") ||
      tray.querySelector("[data-chip-pile]." + ACTIVE) ||
      tray.querySelector("[data-chip-pile]")
    );
  }

  function activate(pile) {
    var tray = pile.closest("[data-chip-tray]");
    tray.querySelectorAll("[data-chip-pile]").forEach(function (each) {
      each.classList.toggle(ACTIVE, each === pile);
    });
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest("[data-chip-add], [data-chip-remove], [data-chip-clear]");
    var tray = button && button.closest("[data-chip-tray]");
    if (!tray) {
      return;
    }
    if (button.hasAttribute("data-chip-clear")) {
      tray.querySelectorAll("[data-chip-slot]").forEach(function (slot) {
        slot.dataset.count = "0";
      });
      tray.querySelectorAll("[data-chip-pile]").forEach(refresh);
      return;
    }
    var pile = pileFor(tray, button);
    if (button.hasAttribute("data-chip-add")) {
      change(slotOf(pile, button.dataset.chipAdd), 1);
    } else {
      change(button, -1);
    }
    refresh(pile);
    // The last chip of a stack taken back hides the stack: the keyboard's place goes to
    // that chip on the rack, not to the top of the page.
    if (button.hasAttribute("data-chip-remove") && button.dataset.count === "0") {
      tray.querySelector('[data-chip-add="' + button.dataset.chipSlot + '"]').focus();
    }
  });

  // Touching a pile (its way, its stacks, its legend) makes it the one the rack builds.
  document.addEventListener("focusin", function (event) {
    var pile = event.target.closest && event.target.closest("[data-chip-pile]");
    if (pile) {
      activate(pile);
    }
  });
  document.addEventListener("click", function (event) {
    var pile = event.target.closest("[data-chip-pile]");
    if (pile) {
      activate(pile);
    }
  });

  document.addEventListener("change", function (event) {
    var pile = event.target.closest("[data-chip-pile]");
    if (pile && event.target.hasAttribute("data-chip-direction")) {
      refresh(pile);
    }
  });

  // The fields are the script's to keep once it runs: hidden, as the stacks say it all.
  function enhance(root) {
    root.querySelectorAll("[data-chip-tray]").forEach(function (tray) {
      tray.classList.add("chip-tray--live");
    });
  }
  document.addEventListener("DOMContentLoaded", function () {
    enhance(document);
  });
  document.addEventListener("htmx:afterSwap", function () {
    enhance(document);
  });
})();
