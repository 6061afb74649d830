import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Credentials at rest: AES-256-GCM under a key derived from the server's secret
 * (`INTEGRATION_SECRET`). A sealed value is `iv.tag.ciphertext` in base64; a wrong key or a
 * tampered value fails to open.
 */
export function createSecretBox(secret: string) {
  const key = createHash('sha256').update(`tramline-integration:${secret}`).digest();
  return {
    seal(plain: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64')).join('.');
    },
    /** The plain value, or null when it cannot be opened with this key. */
    open(sealed: string): string | null {
      const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64'));
      if (!iv || !tag || !data) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}

export type TSecretBox = ReturnType<typeof createSecretBox>;
