/* global document, location */
// The CLIENT_LITE variant of the intro page ('?for=lite'); a file of its own, since the
// Content-Security-Policy of /static/ pages allows no inline script.
if (new URLSearchParams(location.search).get('for') === 'lite') {
  document.getElementById('welcome').textContent = 'Your campaigns start here';
  document.getElementById('lead').textContent = 'Create a campaign, share its link, and watch the proofs arrive.';
}
