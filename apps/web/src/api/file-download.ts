import { storedToken } from './session';

/** The form field the download address reads the session from (the server's SESSION_FIELD). */
const SESSION_FIELD = 'session';
const FRAME_NAME = 'file-download-frame';

function downloadFrame(onRefused: (reason: string) => void): HTMLIFrameElement {
  let frame = document.querySelector<HTMLIFrameElement>(`iframe[name="${FRAME_NAME}"]`);
  if (!frame) {
    frame = document.createElement('iframe');
    frame.name = FRAME_NAME;
    frame.title = FRAME_NAME;
    frame.hidden = true;
    document.body.append(frame);
  }
  // A file saved loads nothing into the frame; a refusal loads its text.
  frame.onload = () => onRefused(frame.contentDocument?.body.textContent?.trim() ?? '');
  return frame;
}

/**
 * Has the browser save the file at a one-time download address. The address works only for the
 * session it was issued to, which a plain link cannot carry, so a hidden form POSTs the session;
 * the answer is an attachment that the browser streams to disk while the page stays. The form
 * targets a hidden frame, so a refusal lands there instead of over the console.
 */
export function saveFromDownloadAddress(url: string, onRefused: (reason: string) => void): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.target = downloadFrame(onRefused).name;
  form.hidden = true;
  const session = document.createElement('input');
  session.type = 'hidden';
  session.name = SESSION_FIELD;
  session.value = storedToken() ?? '';
  form.append(session);
  document.body.append(form);
  form.submit();
  form.remove();
}
