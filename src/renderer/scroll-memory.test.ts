import { beforeEach, describe, expect, it } from 'vitest';
import { SCROLL_KEY, saveScroll, savedScroll } from './scroll-memory';

describe('scroll memory', () => {
  beforeEach(() => localStorage.clear());

  it('remembers a position per full path, query included', () => {
    saveScroll('/jobSearch?keywords=焊工', 640);
    saveScroll('/jobSearch', 120);
    expect(savedScroll('/jobSearch?keywords=焊工')).toBe(640);
    expect(savedScroll('/jobSearch')).toBe(120);
    expect(savedScroll('/jobFair')).toBe(0);
  });

  it('keeps only the most recent 50 paths', () => {
    for (let i = 0; i < 60; i++) saveScroll(`/p${i}`, i + 1);
    expect(Object.keys(JSON.parse(localStorage.getItem(SCROLL_KEY)!))).toHaveLength(50);
    expect(savedScroll('/p0')).toBe(0);
    expect(savedScroll('/p59')).toBe(60);
  });

  it('survives a corrupted entry', () => {
    localStorage.setItem(SCROLL_KEY, '{not json');
    expect(savedScroll('/home')).toBe(0);
    saveScroll('/home', 10);
    expect(savedScroll('/home')).toBe(10);
  });
});
