// The trainer's own keypad for amount boxes (input[data-keypad]) on touch screens: an iPhone's
// decimal keyboard has no minus sign, so a loss such as −150 could not be typed. The keys are
// templates/trainer/_keypad.html (translated, with the page's thousands separator). With a
// mouse or trackpad nothing changes: the box keeps the keyboard and Enter answers. Without
// JavaScript the boxes ask for a text keyboard, which has a minus sign.
(function () {
  "use strict";

  var BOXES = "input[data-keypad]";
  var MINUS_SIGNS = "-−–"; // the signs trainer/answers.py reads as a loss
  var MINUS = "−"; // the one the pages write (paytables.wording.signed_money)
  var DEFAULT_BUTTON = "button[type=submit], button:not([type]), input[type=submit]";
  var touch = window.matchMedia("(pointer: coarse)");
  var panel = null; // the keypad, under the box it types into
  var box = null; // that box
  var framed = null; // the question last framed: each is framed once, as it is shown

  function template() {
    return document.querySelector("template[data-keypad-template]");
  }

  function active() {
    return touch.matches && template() !== null;
  }

  // While the keypad types, the phone's own keyboard must stay closed; when it stops (a
  // mouse is plugged in), the box asks for its keyboard again.
  function quiet(root) {
    var on = active();
    root.querySelectorAll(BOXES).forEach(function (input) {
      var saved = input.dataset.keypadInputmode;
      if (on && saved === undefined) {
        input.dataset.keypadInputmode = input.getAttribute("inputmode") || "";
        input.setAttribute("inputmode", "none");
      } else if (!on && saved !== undefined) {
        if (saved) {
          input.setAttribute("inputmode", saved);
        } else {
          input.removeAttribute("inputmode");
        }
        delete input.dataset.keypadInputmode;
      }
    });
  }

  // The pointer is asked when a page or swap arrives and when a box takes the focus, not
  // watched: a passing change (a full-page screenshot in the browser tests turns touch off
  // for a moment) would close the keypad mid-answer. A tablet that gains a trackpad loses
  // the keypad at its next box, and its own keyboard comes back with the next question.
  function show(input) {
    if (!active()) {
      hide();
      return;
    }
    if (!panel || !document.contains(panel)) {
      // The first box of the page, or the one before went away with an htmx swap.
      panel = template().content.firstElementChild.cloneNode(true);
    }
    box = input;
    var digitsOnly = input.dataset.keypad === "digits";
    panel.querySelectorAll("[data-key=sign], [data-key=separator]").forEach(function (key) {
      key.hidden = digitsOnly;
    });
    // Under the box's row: after its label where the label holds it, else after the box
    // and its Answer button.
    var anchor = input.closest("label, .answer-form__row") || input;
    if (anchor.nextElementSibling !== panel) {
      anchor.after(panel);
    }
    panel.hidden = false;
  }

  function hide() {
    if (panel) {
      panel.hidden = true;
    }
    box = null;
  }

  function type(input, text) {
    var start = input.selectionStart;
    var end = input.selectionEnd;
    if (input.maxLength > 0 && input.value.length - (end - start) + text.length > input.maxLength) {
      return;
    }
    input.setRangeText(text, start, end, "end");
  }

  function erase(input) {
    var start = input.selectionStart;
    var end = input.selectionEnd;
    if (start === end && start > 0) {
      start -= 1;
    }
    if (start !== end) {
      input.setRangeText("", start, end, "end");
    }
  }

  function toggleSign(input) {
    var first = input.value.charAt(0);
    if (first !== "" && MINUS_SIGNS.indexOf(first) !== -1) {
      input.setRangeText("", 0, 1, "preserve");
    } else if (first === "+") {
      input.setRangeText(MINUS, 0, 1, "preserve");
    } else if (!(input.maxLength > 0 && input.value.length >= input.maxLength)) {
      input.setRangeText(MINUS, 0, 0, "preserve");
    }
    // A caret left in front of the sign would type the digits before it.
    if (input.selectionEnd === 0 && input.value) {
      input.setSelectionRange(input.value.length, input.value.length);
    }
  }

  // As Enter in the box does: the form's default button submits it (so htmx's hx-post sends
  // it), and nothing happens while that button is disabled (htmx disables it in flight).
  function submit(form) {
    if (!form) {
      return;
    }
    var button = form.querySelector(DEFAULT_BUTTON);
    if (button && button.disabled) {
      return;
    }
    if (typeof form.requestSubmit === "function") {
      if (button) {
        form.requestSubmit(button);
      } else {
        form.requestSubmit();
      }
    } else if (button) {
      button.click();
    } else {
      form.submit();
    }
  }

  function press(key) {
    var input = box;
    if (!input || !document.contains(input)) {
      return;
    }
    if (document.activeElement !== input) {
      input.focus({ preventScroll: true });
    }
    var name = key.dataset.key;
    if (name === "enter") {
      submit(input.form);
      return;
    }
    var before = input.value;
    if (name === "backspace") {
      erase(input);
    } else if (name === "sign") {
      toggleSign(input);
    } else {
      type(input, name === "separator" ? key.dataset.text : name);
    }
    if (input.value !== before) {
      input.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }

  // A question just shown, with its keypad up: the screen shows the question from its top
  // (the cards it is about, the prompt) down to the keypad, as the phone's screen allows:
  // when all of it fits, from the question's top; else the keypad's foot at the screen's
  // foot, so what is typed stays in sight.
  function frame(input) {
    var question = input.closest(".drill--asking");
    if (!question || !panel || panel.hidden || question === framed) {
      return;
    }
    framed = question;
    var top = question.getBoundingClientRect().top;
    var bottom = panel.getBoundingClientRect().bottom;
    if (top >= 0 && bottom <= window.innerHeight) {
      return;
    }
    var by = bottom - top <= window.innerHeight ? top : bottom - window.innerHeight;
    window.scrollBy(0, by);
  }

  function scan(root) {
    quiet(root);
    var focused = document.activeElement;
    if (focused && focused.matches(BOXES) && root.contains(focused)) {
      show(focused);
      frame(focused);
    }
  }

  document.addEventListener("focusin", function (event) {
    if (event.target.matches(BOXES)) {
      show(event.target);
      // A page loaded whole may focus its [autofocus] box only after DOMContentLoaded, when
      // scan found nothing focused to frame: its question is framed as the focus arrives.
      frame(event.target);
    } else if (!panel || !panel.contains(event.target)) {
      hide();
    }
  });

  // The box's own Answer button (beside it, or anywhere in its form), or the question's
  // Skip button under the keypad.
  function answerButton(target) {
    var button = target.closest(DEFAULT_BUTTON);
    if (button !== null && box !== null && button.form === box.form) {
      return true;
    }
    return box !== null && target.closest(".skip-form button") !== null;
  }

  // A tap on a key must leave the focus (and the caret) in the box; so must a tap on the
  // Answer or the Skip button. Were the button to take the focus, the keypad under it would close; at
  // the foot of the page the page would then grow shorter and scroll under the finger, and
  // the tap's click would land where the button no longer was: nothing would be sent.
  document.addEventListener("mousedown", function (event) {
    if (panel && !panel.hidden && (panel.contains(event.target) || answerButton(event.target))) {
      event.preventDefault();
    }
  });

  document.addEventListener("click", function (event) {
    var key = event.target.closest("[data-key]");
    if (key && panel && panel.contains(key)) {
      press(key);
    } else if (event.target === box && panel && !panel.hidden) {
      // Tapped (not autofocused): bring the keys into view, as a phone does its keyboard.
      panel.scrollIntoView({ block: "nearest" });
    }
  });

  document.addEventListener("DOMContentLoaded", function () {
    scan(document);
  });
  document.addEventListener("htmx:load", function (event) {
    scan(event.target);
  });
  // htmx focuses a swapped-in [autofocus] box before it fires htmx:load: quiet the boxes as
  // soon as they are in the page, so the phone's keyboard does not open for that focus.
  document.addEventListener("htmx:afterSwap", function () {
    quiet(document);
  });
})();
