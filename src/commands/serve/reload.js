// bench-site serve: live reload. Injected into served HTML pages only; never part of the
// built site. Long-polls the server for the next build; reloads on success, shows the error
// on failure (as text, never as markup).
(function () {
  var script = document.currentScript;
  var generation = Number(script.getAttribute("data-generation"));
  var label = script.getAttribute("data-failed-label");
  function show(error) {
    var box = document.getElementById("bench-site-serve-error");
    if (!box) {
      box = document.createElement("pre");
      box.id = "bench-site-serve-error";
      box.setAttribute("role", "alert");
      box.style.cssText = "position:fixed;inset:auto 0 0 0;max-height:50vh;overflow:auto;margin:0;padding:12px 16px;background:#5c0b0b;color:#fff;font:13px/1.45 monospace;white-space:pre-wrap;z-index:2147483647";
      document.body.appendChild(box);
    }
    box.textContent = label + "\n" + error;
  }
  function wait() {
    fetch("/__bench-site/wait?since=" + generation, { cache: "no-store" })
      .then(function (r) { return r.json(); })
      .then(function (state) {
        if (state.generation !== generation) {
          if (state.error) {
            generation = state.generation;
            show(state.error);
          } else {
            location.reload();
            return;
          }
        }
        wait();
      })
      .catch(function () { setTimeout(wait, 1000); });
  }
  wait();
})();
