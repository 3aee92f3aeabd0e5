/**
 * Province-level divisions of mainland China (GB/T 2260 two-digit codes): short simplified name and
 * the English name in official use. Traditional names come from OpenCC.
 */
export const PROVINCES: Record<string, { zhCN: string; en: string }> = {
  '11': { zhCN: '北京', en: 'Beijing' },
  '12': { zhCN: '天津', en: 'Tianjin' },
  '13': { zhCN: '河北', en: 'Hebei' },
  '14': { zhCN: '山西', en: 'Shanxi' },
  '15': { zhCN: '内蒙古', en: 'Inner Mongolia' },
  '21': { zhCN: '辽宁', en: 'Liaoning' },
  '22': { zhCN: '吉林', en: 'Jilin' },
  '23': { zhCN: '黑龙江', en: 'Heilongjiang' },
  '31': { zhCN: '上海', en: 'Shanghai' },
  '32': { zhCN: '江苏', en: 'Jiangsu' },
  '33': { zhCN: '浙江', en: 'Zhejiang' },
  '34': { zhCN: '安徽', en: 'Anhui' },
  '35': { zhCN: '福建', en: 'Fujian' },
  '36': { zhCN: '江西', en: 'Jiangxi' },
  '37': { zhCN: '山东', en: 'Shandong' },
  '41': { zhCN: '河南', en: 'Henan' },
  '42': { zhCN: '湖北', en: 'Hubei' },
  '43': { zhCN: '湖南', en: 'Hunan' },
  '44': { zhCN: '广东', en: 'Guangdong' },
  '45': { zhCN: '广西', en: 'Guangxi' },
  '46': { zhCN: '海南', en: 'Hainan' },
  '50': { zhCN: '重庆', en: 'Chongqing' },
  '51': { zhCN: '四川', en: 'Sichuan' },
  '52': { zhCN: '贵州', en: 'Guizhou' },
  '53': { zhCN: '云南', en: 'Yunnan' },
  '54': { zhCN: '西藏', en: 'Tibet' },
  '61': { zhCN: '陕西', en: 'Shaanxi' },
  '62': { zhCN: '甘肃', en: 'Gansu' },
  '63': { zhCN: '青海', en: 'Qinghai' },
  '64': { zhCN: '宁夏', en: 'Ningxia' },
  '65': { zhCN: '新疆', en: 'Xinjiang' },
};

/** The four municipalities: one pickup city each, keyed by the province-level code (110000…). */
export const MUNICIPALITIES = ['11', '12', '31', '50'];

/**
 * English names of cities whose usual spelling is not the Hanyu Pinyin of the Chinese name (names
 * from Mongolian, Uyghur, Tibetan and other languages).
 */
export const CITY_ENGLISH: Record<string, string> = {
  呼和浩特: 'Hohhot',
  包头: 'Baotou',
  鄂尔多斯: 'Ordos',
  呼伦贝尔: 'Hulunbuir',
  乌兰察布: 'Ulanqab',
  巴彦淖尔: 'Bayannur',
  锡林浩特: 'Xilinhot',
  二连浩特: 'Erenhot',
  乌兰浩特: 'Ulanhot',
  阿尔山: 'Arxan',
  额尔古纳: 'Ergun',
  霍林郭勒: 'Holingol',
  哈尔滨: 'Harbin',
  乌鲁木齐: 'Urumqi',
  克拉玛依: 'Karamay',
  吐鲁番: 'Turpan',
  和田: 'Hotan',
  阿克苏: 'Aksu',
  阿勒泰: 'Altay',
  库尔勒: 'Korla',
  阿图什: 'Artux',
  喀什: 'Kashgar',
  库车: 'Kuqa',
  奎屯: 'Kuytun',
  阿拉尔: 'Aral',
  图木舒克: 'Tumxuk',
  霍尔果斯: 'Khorgas',
  可克达拉: 'Kokdala',
  拉萨: 'Lhasa',
  日喀则: 'Shigatse',
  林芝: 'Nyingchi',
  昌都: 'Qamdo',
  那曲: 'Nagqu',
  格尔木: 'Golmud',
};
