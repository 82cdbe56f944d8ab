// Counts down a timed drill question. The server measures the real time and judges it;
// this shows the trainee how much is left and, at 0, closes the question (the skip form
// posts, and the server, finding the time up, counts it too slow and shows the working).
// Without JavaScript the page says the limit and an answer after it counts as too slow.
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
      if (!document.body.contains(element)) {
        return;
      }
      if (left <= 0) {
        expire(element);
        return;
      }
      left -= 1;
      window.setTimeout(tick, 1000);
    }
    tick();
  }

  function expire(element) {
    var drill = element.closest(".drill") || document;
    var button = drill.querySelector("[data-timer-expire]");
    if (button && button.form) {
      button.form.requestSubmit(button);
    }
  }

  function scan(root) {
    root.querySelectorAll("[data-timer]").forEach(start);
  }

  document.addEventListener("DOMContentLoaded", function () { scan(document); });
  document.addEventListener("htmx:load", function (event) { scan(event.target); });
})();
