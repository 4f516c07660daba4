import { describe, expect, it } from 'vitest';
import { withoutDivineHonorifics } from './divine-honorifics.js';

describe('withoutDivineHonorifics', () => {
  it('leaves out the formula of praise after the name of God, keeping the name', () => {
    expect(withoutDivineHonorifics('ما حرمه الله تعالى على الناس')).toBe('ما حرمه الله على الناس');
    expect(withoutDivineHonorifics('قال الله سبحانه وتعالى في كتابه')).toBe('قال الله في كتابه');
    expect(withoutDivineHonorifics('أمر الله عز وجل بالصبر')).toBe('أمر الله بالصبر');
    expect(withoutDivineHonorifics('وعد الله جل جلاله المؤمنين، وقال ربنا تبارك وتعالى:')).toBe('وعد الله المؤمنين، وقال ربنا:');
    expect(withoutDivineHonorifics('الحمد لله تعالى')).toBe('الحمد لله');
  });

  it('keeps the words where they are not a formula after the name', () => {
    // A verse's own words: the verb before the name.
    expect(withoutDivineHonorifics('فتعالى الله الملك الحق')).toBe('فتعالى الله الملك الحق');
    expect(withoutDivineHonorifics('ما حكم التعالي على الناس؟')).toBe('ما حكم التعالي على الناس؟');
    // "عبد الله" followed by a word that only begins like the formula.
    expect(withoutDivineHonorifics('عبد الله تعاليمه')).toBe('عبد الله تعاليمه');
  });
});
