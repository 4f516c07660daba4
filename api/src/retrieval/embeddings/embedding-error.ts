/**
 * Any failure to turn text into vectors: an unreachable or misbehaving
 * endpoint, a model folder that cannot be loaded, a malformed vectors file.
 * The message names the endpoint, folder or file and what was wrong with it.
 */
export class EmbeddingError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmbeddingError';
  }
}
