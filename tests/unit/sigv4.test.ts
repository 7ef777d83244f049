// The S3 presigner against AWS's published SigV4 query-string example (S3 API reference,
// "Authenticating Requests: Using Query Parameters").
import { describe, expect, it } from 'vitest';
import { presignUrl, uriEncode } from '../../server/services/storage/sigv4';

describe('SigV4 presigned URL', () => {
  it('matches the AWS example signature', () => {
    const url = presignUrl({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      expiresInSeconds: 86400,
      now: new Date('2013-05-24T00:00:00Z'),
    });
    expect(url).toBe('https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256'
      + '&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z'
      + '&X-Amz-Expires=86400&X-Amz-SignedHeaders=host'
      + '&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
  });

  it('signs the content type of a PUT, so another type is refused by S3', () => {
    const base = { method: 'PUT' as const, url: 'https://b.s3.us-east-1.amazonaws.com/proof/a.png', region: 'us-east-1', accessKeyId: 'K', secretAccessKey: 'S', expiresInSeconds: 900, now: new Date('2024-01-01T00:00:00Z') };
    const png = presignUrl({ ...base, headers: { 'Content-Type': 'image/png' } });
    const jpeg = presignUrl({ ...base, headers: { 'Content-Type': 'image/jpeg' } });
    expect(png).toContain('X-Amz-SignedHeaders=content-type%3Bhost');
    expect(png).not.toBe(jpeg);
  });

  it('encodes like RFC 3986', () => {
    expect(uriEncode("a b/c*(d)!'")).toBe('a%20b%2Fc%2A%28d%29%21%27');
  });
});
