// A flag in localStorage spares every app start from opening IndexedDB (and loading Dexie) to find an empty queue.
const QUEUE_FLAG = 'quran-assistant:questions-queued';

export function noteQuestionsQueued(queued: boolean): void {
  try {
    if (queued) localStorage.setItem(QUEUE_FLAG, '1');
    else localStorage.removeItem(QUEUE_FLAG);
  } catch {
    // Storage blocked: the queue still works, the flag only saves work.
  }
}

export function mayHaveQueuedQuestions(): boolean {
  try {
    return localStorage.getItem(QUEUE_FLAG) === '1';
  } catch {
    return true;
  }
}
