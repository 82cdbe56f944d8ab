// What a form's answer swapped in by htmx says (the calculator's settlement, or why it was
// refused) is what the screen shows: the element marked data-in-view is scrolled to the top
// of the screen and takes the focus, so a screen reader reads it too. A full page does the
// same without JavaScript (autofocus, and the form's #fragment scrolls to it).
(function () {
  "use strict";

  document.addEventListener("htmx:afterSettle", function (event) {
    var target = event.detail.target;
    var shown = target && target.querySelector("[data-in-view]");
    if (!shown) {
      return;
    }
    shown.scrollIntoView({ block: "start" });
    shown.focus({ preventScroll: true });
  });
})();
