// The voucher page while the automatic check of its post runs (server/public/voucherPage.ts): asks
// GET /v/{key}/state a few times, a little less often each time, and reloads the page once the
// post is no longer waiting, so the customer sees the code (or why not) without reloading. When
// the check hands the post to a person, the note that the page updates by itself goes away. Gives
// up after about WATCH_MAX_MS; the customer also hears by e-mail or text.

const WATCH_MAX_MS = 180_000;
const WATCH_FIRST_DELAY_MS = 1_500;

interface WatchAnswer { state: string; checking: boolean }

function watchVoucher(block: HTMLElement) {
  const url = block.dataset.watch;
  if (!url) return;
  const started = Date.now();
  let delay = WATCH_FIRST_DELAY_MS;

  async function ask() {
    let answer: WatchAnswer | null = null;
    try {
      const res = await fetch(url!, { credentials: 'same-origin', headers: { accept: 'application/json' } });
      answer = res.ok ? (await res.json()) as WatchAnswer : null;
    } catch { /* offline for a moment: ask again */ }
    if (answer && answer.state !== 'PENDING') {
      window.location.reload();
      return;
    }
    if ((answer && !answer.checking) || Date.now() - started > WATCH_MAX_MS) {
      block.querySelector('[data-watch-note]')?.remove();
      return;
    }
    delay = Math.min(delay * 1.4, 10_000);
    setTimeout(() => void ask(), delay);
  }
  setTimeout(() => void ask(), delay);
}

document.querySelectorAll<HTMLElement>('[data-watch]').forEach(watchVoucher);
