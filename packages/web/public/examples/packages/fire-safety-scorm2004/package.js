// The example package's whole runtime (SCORM 2004): it finds API_1484_11 on a parent window, starts its
// sitting where the last one stopped (cmi.location, cmi.suspend_data), bookmarks each step, and on the
// learner's answer reports completion, a scaled score and passed (right) or failed (wrong).
(() => {
  function findApi(start) {
    let current = start;
    for (let depth = 0; current && depth < 10; depth += 1) {
      if (current.API_1484_11) return current.API_1484_11;
      if (current.parent === current) break;
      current = current.parent;
    }
    return null;
  }

  const api = findApi(window.parent);
  const get = (element) => (api ? api.GetValue(element) : '');
  const set = (element, value) => api?.SetValue(element, value);
  if (api) api.Initialize('');

  const outcome = document.getElementById('outcome');
  const showResult = (answer) => {
    outcome.textContent =
      answer === 'leave'
        ? 'Right: leave at once by the nearest exit, and never stop for belongings. Score: 100.'
        : 'Not quite: nothing on your desk is worth a minute. Leave at once by the nearest exit. Score: 0.';
  };
  const show = (step) => {
    for (const section of document.querySelectorAll('[data-step]')) section.hidden = section.dataset.step !== step;
    if (step === 'result') showResult(get('cmi.suspend_data'));
  };
  const bookmark = (step) => {
    set('cmi.location', step);
    // Suspended, not finished: the next sitting resumes here.
    set('cmi.exit', 'suspend');
    if (api) api.Commit('');
    show(step);
  };

  const resumed = get('cmi.entry') === 'resume' && get('cmi.location');
  if (get('cmi.completion_status') !== 'completed') set('cmi.completion_status', 'incomplete');
  document.getElementById('welcome').hidden = !resumed;
  show(resumed || 'intro');

  for (const button of document.querySelectorAll('[data-next]')) button.addEventListener('click', () => bookmark(button.dataset.next));
  const form = document.getElementById('question');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const answer = new FormData(form).get('answer');
    if (!answer) {
      document.getElementById('pick').textContent = 'Pick an answer first.';
      return;
    }
    const right = answer === 'leave';
    set('cmi.suspend_data', String(answer));
    set('cmi.score.scaled', right ? '1' : '0');
    set('cmi.score.raw', right ? '100' : '0');
    set('cmi.score.min', '0');
    set('cmi.score.max', '100');
    set('cmi.completion_status', 'completed');
    set('cmi.success_status', right ? 'passed' : 'failed');
    bookmark('result');
  });
  document.getElementById('finish').addEventListener('click', () => {
    set('cmi.exit', 'normal');
    if (api) api.Terminate('');
    document.getElementById('finish').disabled = true;
  });
})();
