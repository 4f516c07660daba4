import { describe, expect, it } from 'vitest';
import bnInfo from '@/locales/bn/info.json';
import { applyHead, formatTitle, headTextsFor } from './head';

describe('page titles', () => {
  it('carry the brand of the page language, never the other language’s', () => {
    expect(formatTitle('আমাদের সম্পর্কে', 'bn')).toBe('আমাদের সম্পর্কে | কুরআন সহকারী');
    expect(formatTitle('About', 'en')).toBe('About | Quran Assistant');
  });

  it('give the home page the default title of its language', () => {
    expect(formatTitle(undefined, 'bn')).toBe('কুরআনের রেফারেন্সসহ এআই ইসলামিক সহকারী');
    expect(formatTitle(undefined, 'en')).toBe('AI Islamic Assistant with Quranic References');
  });

  it('write the Bangla title, site name and description into the head', () => {
    applyHead({}, 'bn');
    expect(document.title).toBe('কুরআনের রেফারেন্সসহ এআই ইসলামিক সহকারী');
    expect(document.head.querySelector('meta[property="og:site_name"]')?.getAttribute('content')).toBe('কুরআন সহকারী');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^ইসলাম ও কুরআন/);
  });

  it('use one Bangla brand name: the one About names the product by', () => {
    expect(bnInfo.about.title).toContain(headTextsFor('bn').siteName);
  });
});
