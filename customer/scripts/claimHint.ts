// The contact step's hint (issue 32, server/public/claimHint.ts): while the screenshot is still
// being read, asks the server for the reading a few times, a little less often each time, and
// shows what it says. Nothing waits on it: the form submits whatever the hint does, and a page
// without this script simply shows no hint. Gives up after about MAX_WAIT_MS.

const MAX_WAIT_MS = 40_000;
const FIRST_DELAY_MS = 800;

interface HintAnswer { state: 'none' | 'reading' | 'done' | 'unavailable'; message: string | null; missing: string[] }

function watchHint(block: HTMLElement) {
  const url = block.dataset.hint;
  const text = block.querySelector<HTMLElement>('[data-hint-text]');
  const again = document.querySelector<HTMLButtonElement>('[data-hint-again]');
  if (!url || !text || !again) return;
  const started = Date.now();
  let delay = FIRST_DELAY_MS;

  async function ask() {
    let answer: HintAnswer | null = null;
    try {
      const res = await fetch(url!, { credentials: 'same-origin', headers: { accept: 'application/json' } });
      answer = res.ok ? (await res.json()) as HintAnswer : null;
    } catch { /* offline for a moment: ask again */ }
    if (answer?.state === 'done' && answer.message) {
      text!.textContent = answer.message;
      const missing = answer.missing.length > 0;
      block.classList.toggle('sw-hint-missing', missing);
      again!.hidden = !missing;
      block.hidden = false;
      return;
    }
    if (answer && answer.state !== 'reading') return;
    if (Date.now() - started > MAX_WAIT_MS) return;
    delay = Math.min(delay * 1.4, 3_000);
    setTimeout(() => void ask(), delay);
  }
  setTimeout(() => void ask(), delay);
}

document.querySelectorAll<HTMLElement>('[data-hint]').forEach(watchHint);
