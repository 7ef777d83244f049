// The login shell's translate: the shell's texts from the one message catalogue (src/i18n), with
// polyglot's %{name} placeholders, without loading polyglot and every other area's texts. Like
// the admin shell's provider (allowMissing), an unknown key is shown as it is: the server's error
// texts arrive that way.
import { shellMessages } from '../i18n/messages/shell';
import type { Translate } from './authPage';

function lookup(key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), shellMessages);
}

export const translateShell: Translate = (key, options = {}) => {
  const text = lookup(key);
  if (typeof text !== 'string') return key;
  return text.replace(/%\{(\w+)\}/g, (placeholder, name: string) => (name in options ? String(options[name]) : placeholder));
};
