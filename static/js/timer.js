// Counts down a timed drill question. The server measures the real time and judges it;
// this only shows the trainee how much is left. Without JavaScript the page says the limit.
(function () {
  "use strict";

  function start(element) {
    if (element.dataset.started) {
      return;
    }
    element.dataset.started = "1";
    var left = parseInt(element.dataset.seconds, 10);
    var template = element.dataset.template || "{seconds}";
    function tick() {
      element.textContent = template.replace("{seconds}", String(Math.max(left, 0)));
      element.classList.toggle("drill__timer--late", left <= 5);
      if (left <= 0 || !document.body.contains(element)) {
        return;
      }
      left -= 1;
      window.setTimeout(tick, 1000);
    }
    tick();
  }

  function scan(root) {
    root.querySelectorAll("[data-timer]").forEach(start);
  }

  document.addEventListener("DOMContentLoaded", function () { scan(document); });
  document.addEventListener("htmx:load", function (event) { scan(event.target); });
})();
