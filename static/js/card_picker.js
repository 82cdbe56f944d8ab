// The calculator's card picker: beside each card box (input[data-card-picker]) a "Pick cards"
// button opens the 52 cards under it (templates/paytables/_card_picker.html); a tap types the
// card into the box as the card faces show it ("10♥"), a second tap takes it out. The cards
// of the other boxes are greyed (not for a shoe's boxes, data-card-repeats); the switched
// cards are picked among the player's (data-card-from), and a box stops taking cards at its
// count (data-card-count, or as many as the box named by data-card-count-of holds). Typing
// stays: the picker reads the boxes as they are, in letters or symbols (poker/cards.py
// reads both). Without JavaScript there are no buttons and the boxes are typed.
(function () {
  "use strict";

  var BOXES = "input[data-card-picker]";
  var RANKS = "23456789TJQKA";
  var SUITS = { c: "c", d: "d", h: "h", s: "s", "♣": "c", "♦": "d", "♥": "h", "♠": "s",
    "♧": "c", "♢": "d", "♡": "h", "♤": "s" };
  var panel = null; // the open picker
  var box = null; // the box it fills
  var toggle = null; // that box's button

  // A typed card's letter name ("A♠", "10h", "td" → "As", "Th", "Td"), or null.
  function cardName(token) {
    var text = token.replace(/[\uFE0E\uFE0F]/g, "");
    var rank = text.slice(0, -1).toUpperCase();
    var suit = SUITS[text.slice(-1).toLowerCase()];
    if (rank === "10") {
      rank = "T";
    }
    if (rank.length !== 1 || RANKS.indexOf(rank) === -1 || !suit) {
      return null;
    }
    return rank + suit;
  }

  function tokens(input) {
    return input.value.split(/[\s,]+/).filter(function (token) {
      return token !== "";
    });
  }

  function cardsOf(input) {
    return tokens(input).map(cardName).filter(function (name) {
      return name !== null;
    });
  }

  function field(form, name) {
    return name ? form.querySelector(BOXES + "[name='" + name + "']") : null;
  }

  // How many cards the box wants, or 0 for no limit.
  function wanted(input) {
    if (input.dataset.cardCount) {
      return parseInt(input.dataset.cardCount, 10);
    }
    var other = field(input.form, input.dataset.cardCountOf);
    return other ? cardsOf(other).length : 0;
  }

  function refresh() {
    if (!panel || !document.contains(box)) {
      close(false);
      return;
    }
    var own = cardsOf(box);
    var used = [];
    box.form.querySelectorAll(BOXES).forEach(function (other) {
      // Switched cards are the player's own: they take no card out of the deck. A shoe
      // (data-card-repeats) holds each card several times: another box's may come again.
      if (other !== box && !other.dataset.cardFrom && !box.hasAttribute("data-card-repeats")) {
        used = used.concat(cardsOf(other));
      }
    });
    var source = field(box.form, box.dataset.cardFrom);
    var allowed = source ? cardsOf(source) : null;
    var limit = wanted(box);
    var full = limit > 0 && own.length >= limit;
    panel.querySelectorAll("[data-card]").forEach(function (key) {
      var name = key.dataset.card;
      var picked = own.indexOf(name) !== -1;
      var usable = allowed ? allowed.indexOf(name) !== -1 : used.indexOf(name) === -1;
      key.setAttribute("aria-pressed", picked ? "true" : "false");
      key.disabled = !picked && (!usable || full);
    });
  }

  function changed(input) {
    input.dispatchEvent(new Event("input", { bubbles: true }));
  }

  function pick(key) {
    var name = key.dataset.card;
    var kept = tokens(box).filter(function (token) {
      return cardName(token) !== name;
    });
    if (kept.length === tokens(box).length) {
      kept.push(key.dataset.text);
    }
    box.value = kept.join(" ");
    changed(box);
    refresh();
  }

  function close(giveFocus) {
    if (panel) {
      panel.remove();
    }
    if (toggle) {
      toggle.setAttribute("aria-expanded", "false");
      if (giveFocus && document.contains(toggle)) {
        toggle.focus();
      }
    }
    panel = null;
    box = null;
    toggle = null;
  }

  function open(button, input) {
    var template = input.form.querySelector("template[data-card-picker-template]");
    if (!template) {
      return;
    }
    close(false);
    panel = template.content.firstElementChild.cloneNode(true);
    box = input;
    toggle = button;
    // After the box's whole field, so that the cards take the form's full width.
    var place = input.closest(".field") || input;
    place.after(panel);
    toggle.setAttribute("aria-expanded", "true");
    refresh();
    panel.scrollIntoView({ block: "nearest" });
  }

  function prepare(root) {
    root.querySelectorAll(BOXES).forEach(function (input) {
      var template = input.form && input.form.querySelector("template[data-card-picker-button]");
      if (!template || input.dataset.cardPickerReady) {
        return;
      }
      input.dataset.cardPickerReady = "1";
      var button = template.content.firstElementChild.cloneNode(true);
      var label = input.form.querySelector("label[for='" + input.id + "']");
      if (label) {
        // "Pick cards" alone would not say for which box.
        button.setAttribute("aria-describedby", label.id || (label.id = input.id + "-label"));
      }
      input.after(button);
      var holder = input.closest(".field");
      if (holder) {
        holder.classList.add("field--card-picker");
      }
    });
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest(".card-picker__toggle");
    if (button) {
      var input = button.previousElementSibling;
      if (box === input) {
        close(true);
      } else if (input && input.matches(BOXES)) {
        open(button, input);
      }
      return;
    }
    if (!panel || !panel.contains(event.target)) {
      return;
    }
    var key = event.target.closest("[data-card]");
    if (key && !key.disabled) {
      pick(key);
    } else if (event.target.closest("[data-picker-clear]")) {
      box.value = "";
      changed(box);
      refresh();
    } else if (event.target.closest("[data-picker-done]")) {
      close(true);
    }
  });

  // Typing in any card box greys or frees the picker's cards at once.
  document.addEventListener("input", function (event) {
    if (panel && event.target.matches && event.target.matches(BOXES)) {
      refresh();
    }
  });

  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && panel && panel.contains(event.target)) {
      close(true);
    }
  });

  document.addEventListener("DOMContentLoaded", function () {
    prepare(document);
  });
  // The calculator's result arrives by htmx with a new form: its boxes get their buttons too.
  document.addEventListener("htmx:load", function (event) {
    prepare(event.target);
    if (panel && !document.contains(panel)) {
      close(false);
    }
  });
})();
