/** Readings of polyphonic characters in place names that pinyin-pro gets wrong on its own. */
export const PINYIN_FIXES: Record<string, string> = {
  调兵山: 'diào bīng shān',
  乐清: 'yuè qīng',
  宜都: 'yí dū',
  都匀: 'dū yún',
  珲春: 'hún chūn',
};
