// Images of this site are stored by their path ('/demo/verified.svg') and given a host where they
// are shown: the demo data does not know the port or PUBLIC_URL it will be served from (issue 34:
// the verified-by icon pointed at localhost:3000 whatever the server's address).

/** A site path on this server's public URL; any other value as it is. */
export const onSite = (publicUrl: string, url: string): string =>
  (url.startsWith('/') && !url.startsWith('//') ? `${publicUrl}${url}` : url);

/** A URL on this server's public URL back to its path, so it stays right when the address changes. */
export const sitePath = (publicUrl: string, url: string): string =>
  (url.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length) : url);
