// The phone's menu button (details.site-menu in templates/base.html) opens and shuts without
// JavaScript; this only adds what a menu is expected to do besides: Escape shuts it and gives
// the focus back to the button, and a tap outside the header shuts it.
(function () {
  "use strict";

  function menu() {
    return document.querySelector("details.site-menu");
  }

  document.addEventListener("keydown", function (event) {
    var details = menu();
    if (event.key !== "Escape" || !details || !details.open) {
      return;
    }
    details.open = false;
    details.querySelector("summary").focus();
  });

  document.addEventListener("click", function (event) {
    var details = menu();
    if (details && details.open && !event.target.closest(".site-header")) {
      details.open = false;
    }
  });
})();
