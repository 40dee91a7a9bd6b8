// The example package's whole runtime: it finds the SCORM 1.2 API on a parent window, starts its
// sitting, and on the learner's answer reports a score and passed (right) or failed (wrong).
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
  if (api) api.LMSInitialize('');

  const form = document.getElementById('question');
  const outcome = document.getElementById('outcome');
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const answer = new FormData(form).get('answer');
    if (!answer) {
      outcome.textContent = 'Pick an answer first.';
      return;
    }
    const right = answer === 'decline';
    outcome.textContent = right
      ? 'Right: a gift from a bidder can look like a bribe. You may close this module.'
      : 'Not quite: a gift from a bidder can look like a bribe. Decline it and tell your manager.';
    if (!api) return;
    api.LMSSetValue('cmi.core.score.raw', right ? '100' : '0');
    api.LMSSetValue('cmi.core.lesson_status', right ? 'passed' : 'failed');
    api.LMSCommit('');
    api.LMSFinish('');
  });
})();
