// The Copy buttons next to the hashtags and mentions a post must carry (issue 32: help before
// submitting): shown only where the clipboard can be written, each copies its tag and says so.
for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
  if (!navigator.clipboard?.writeText) continue;
  button.hidden = false;
  button.addEventListener('click', () => {
    navigator.clipboard.writeText(button.dataset.copy ?? '').then(() => {
      button.textContent = 'Copied';
      setTimeout(() => { button.textContent = 'Copy'; }, 2000);
    }, () => { button.textContent = 'Copy failed'; });
  });
}
