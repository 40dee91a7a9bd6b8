// The example package's whole runtime (SCORM 1.2): it finds the API on a parent window, starts its sitting
// where the last one stopped (cmi.core.lesson_location, cmi.suspend_data), bookmarks each step, and on the
// learner's answer reports a score and passed (right) or failed (wrong).
(() => {
  function findApi(start) {
    let current = start;
    for (let depth = 0; current && depth < 10; depth += 1) {
      if (current.API) return current.API;
      if (current.parent === current) break;
      current = current.parent;
    }
    return null;
  }

  const api = findApi(window.parent);
  const get = (element) => (api ? api.LMSGetValue(element) : '');
  const set = (element, value) => api?.LMSSetValue(element, value);
  if (api) api.LMSInitialize('');

  const outcome = document.getElementById('outcome');
  const showResult = (answer) => {
    outcome.textContent =
      answer === 'decline'
        ? 'Right: a gift from a bidder can look like a bribe. Score: 100.'
        : 'Not quite: a gift from a bidder can look like a bribe. Decline it and tell your manager. Score: 0.';
  };
  const show = (step) => {
    for (const section of document.querySelectorAll('[data-step]')) section.hidden = section.dataset.step !== step;
    if (step === 'result') showResult(get('cmi.suspend_data'));
  };
  const bookmark = (step) => {
    set('cmi.core.lesson_location', step);
    // Suspended, not finished: the next sitting resumes here.
    set('cmi.core.exit', 'suspend');
    if (api) api.LMSCommit('');
    show(step);
  };

  const resumed = get('cmi.core.entry') === 'resume' && get('cmi.core.lesson_location');
  if (get('cmi.core.lesson_status') === 'not attempted') set('cmi.core.lesson_status', 'incomplete');
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
    const right = answer === 'decline';
    set('cmi.suspend_data', String(answer));
    set('cmi.core.score.raw', right ? '100' : '0');
    set('cmi.core.lesson_status', right ? 'passed' : 'failed');
    bookmark('result');
  });
  document.getElementById('finish').addEventListener('click', () => {
    set('cmi.core.exit', '');
    if (api) api.LMSFinish('');
    document.getElementById('finish').disabled = true;
  });
})();
