// The drill form (templates/trainer/home.html): choosing a house ticks the kinds a new drill
// asks there (its option's data-kinds: its game's payouts that the house can ask) and
// unticks the other game's kinds, so a Russian Poker house is not refused for Oasis Poker's
// kinds. The kinds of any game are left as they are. Without JavaScript the form's own
// check refuses a kind the house cannot ask, saying which.
(function () {
  "use strict";

  document.addEventListener("change", function (event) {
    var select = event.target;
    if (!select.matches("[data-drill-form] select[name=variant]")) {
      return;
    }
    var option = select.options[select.selectedIndex];
    if (!option || option.dataset.kinds === undefined) {
      return;
    }
    var kinds = option.dataset.kinds.split(" ");
    var boxes = select.form.querySelectorAll("fieldset[data-game] input[name=kinds]");
    boxes.forEach(function (box) {
      box.checked = kinds.indexOf(box.value) !== -1;
    });
  });
})();
