import { describe, expect, it } from 'vitest';
import { DEFAULT_QURAN_SOURCE_DIR } from './index-path.js';
import { loadQuranSource, repairBrokenBangla } from './quran-source.js';

describe('repairBrokenBangla', () => {
  it('decodes a reference whose "&" fused into a stray character, and drops the stray byte', () => {
    expect(repairBrokenBangla('সম্প্রަ#2470;ায়ের')).toBe('সম্প্রদায়ের');
    expect(repairBrokenBangla('পরিশ্রۦ#2478; ব্যতীত')).toBe('পরিশ্রম ব্যতীত');
  });

  it('gives back a fused "#" and a fused space', () => {
    expect(repairBrokenBangla('কতৃꦣ2453; নির্ধারিত')).toBe('কতৃক নির্ধারিত');
    expect(repairBrokenBangla('নূহ (আঃ)͠ও ইব্রাহীম')).toBe('নূহ (আঃ) ও ইব্রাহীম');
    expect(repairBrokenBangla('না, কিু栦#2438;ল্লাহ যদি')).toBe('না, কিু আল্লাহ যদি');
  });

  it('moves a vowel sign stored before its consonant after the consonant or conjunct', () => {
    expect(repairBrokenBangla('আল্লাহ তা˦#2503;দরকে ক্ষমা')).toBe('আল্লাহ তাদেরকে ক্ষমা');
    expect(repairBrokenBangla('তাদেরকে সমু˦#2503;দ্র নিক্ষেপ')).toBe('তাদেরকে সমুদ্রে নিক্ষেপ');
  });

  it('leaves sound text, and references to anything but Bangla, as they are', () => {
    const sound = 'আর যারা আল্লাহর রাহে নিহত হয়, তাদেরকে তুমি কখনো মৃত মনে করো না। ‘বরং’';
    expect(repairBrokenBangla(sound)).toBe(sound);
    expect(repairBrokenBangla('a &#0065; b')).toBe('a &#0065; b');
  });
});

describe('the Bangla translation as loaded from the source', () => {
  const { verses } = loadQuranSource(DEFAULT_QURAN_SOURCE_DIR);

  it('holds no stray character or character reference', () => {
    const broken = verses.filter((verse) => /[^\p{ASCII}\u0980-\u09FF\u0964\u0965\u2018\u2019]|#\d{4};?/u.test(verse.bn));
    expect(broken.map((verse) => verse.key)).toEqual([]);
  });

  it('reads the repaired words in place', () => {
    const bn = (key: string) => verses.find((verse) => verse.key === key)!.bn;
    expect(bn('5:9')).toContain('আল্লাহ তাদেরকে ক্ষমা');
    expect(bn('28:40')).toContain('তাদেরকে সমুদ্রে নিক্ষেপ');
    expect(bn('2:230')).toContain('কতৃক নির্ধারিত');
  });
});
