// The screenshot step of the claim flow (issue 12): the chosen photo (camera or gallery) is
// shrunk in the browser to a JPEG of at most 1600 px and about 300 KB, sent to a signed upload
// URL with a progress bar, and can be retried after a failure without choosing it again. The
// form posts only the uploaded image's URL; without this script the server asks for the image.

const MAX_SIDE = 1600;
const TARGET_BYTES = 300 * 1024;
const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/gif': 'gif' };

function canvasBlob(canvas: HTMLCanvasElement, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', quality));
}

/** A JPEG no larger than the target when the browser can decode the file, else the file itself. */
async function compress(file: File): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(bitmap.width * scale);
  canvas.height = Math.round(bitmap.height * scale);
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  let best: Blob | null = null;
  for (const quality of [0.82, 0.7, 0.55, 0.4]) {
    best = await canvasBlob(canvas, quality);
    if (!best || best.size <= TARGET_BYTES) break;
  }
  if (!best) return file;
  return best.size < file.size || !EXTENSIONS[file.type] ? best : file;
}

interface Grant { signedUrl: string; publicUrl: string; contentType: string; maxBytes: number }

function put(grant: Grant, blob: Blob, onProgress: (percent: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', grant.signedUrl);
    xhr.setRequestHeader('content-type', grant.contentType);
    xhr.upload.onprogress = (event) => { if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100)); };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(xhr.status === 415
      ? 'This file is not an image we can read. Choose a JPEG or PNG screenshot.'
      : xhr.status === 413 ? 'This image is too large. Choose a smaller screenshot.' : 'The upload failed. Check your connection and try again.')));
    xhr.onerror = () => reject(new Error('The upload failed. Check your connection and try again.'));
    xhr.send(blob);
  });
}

function setUp(form: HTMLFormElement) {
  const input = form.querySelector<HTMLInputElement>('input[type=file]');
  const hidden = form.querySelector<HTMLInputElement>('input[name=image_url]');
  const thumb = form.querySelector<HTMLImageElement>('.sw-thumb');
  const bar = form.querySelector<HTMLProgressElement>('progress');
  const status = form.querySelector<HTMLElement>('.sw-status');
  const retry = form.querySelector<HTMLButtonElement>('[data-retry]');
  const submit = form.querySelector<HTMLButtonElement>('button[type=submit]');
  if (!input || !hidden || !thumb || !bar || !status || !retry || !submit) return;
  let pending: Blob | null = null;

  const say = (text: string, error = false) => {
    status.textContent = text;
    status.classList.toggle('sw-error', error);
  };

  async function upload() {
    if (!pending) return;
    retry!.hidden = true;
    submit!.disabled = true;
    bar!.hidden = false;
    bar!.value = 0;
    say('Uploading your screenshot…');
    try {
      const ext = EXTENSIONS[pending.type];
      if (!ext) throw new Error('This file is not an image we can read. Choose a JPEG or PNG screenshot.');
      const answer = await fetch(form.dataset.upload!, {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ext }), credentials: 'same-origin',
      });
      // The server's refusal says what to do (the API's errors are { error }), e.g. to start over from the link.
      const body = await answer.json().catch(() => ({}));
      if (!answer.ok) throw new Error(body.error ?? 'The upload could not start. Try again.');
      await put(body as Grant, pending, (percent) => { bar!.value = percent; });
      hidden!.value = (body as Grant).publicUrl;
      thumb!.src = URL.createObjectURL(pending);
      thumb!.hidden = false;
      say('Screenshot uploaded.');
      // The page's own refusal ("Upload a screenshot…") no longer holds once a screenshot is up.
      form.querySelector('.sw-status + .sw-error')?.remove();
      submit!.disabled = false;
    } catch (err) {
      say(err instanceof Error ? err.message : String(err), true);
      retry!.hidden = false;
    } finally {
      bar!.hidden = true;
    }
  }

  async function take() {
    const file = input!.files?.[0];
    if (!file) return;
    // An empty file (a cloud photo not yet downloaded, a failed save) would only use up an upload.
    if (file.size === 0) {
      pending = null;
      retry!.hidden = true;
      say('This file is empty. Choose your screenshot again.', true);
      return;
    }
    say('Preparing your screenshot…');
    pending = await compress(file);
    await upload();
  }
  input.addEventListener('change', () => void take());
  retry.addEventListener('click', () => void upload());
  // A screenshot chosen while this deferred script was still on its way (a slow phone) fired its
  // change event before anyone listened: take it now.
  if (input.files?.length) void take();
}

document.querySelectorAll<HTMLFormElement>('form[data-upload]').forEach(setUp);
