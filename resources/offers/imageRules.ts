// Uploaded images live on this host ('/uploads/...'), so a path is as good as a URL.
import { optionalUrl } from '../../contract/validation';

export const optionalUrlOrPath = (v: unknown) => (typeof v === 'string' && v.startsWith('/') ? undefined : optionalUrl(v));
