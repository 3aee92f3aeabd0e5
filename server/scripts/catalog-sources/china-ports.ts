/**
 * Chinese seaports, curated by hand (no package carries Chinese port names): UN/LOCODE, simplified
 * name, English name, two-digit GB/T 2260 province code, and whether it is one of the eight main
 * ports that run their own consolidation services. Traditional names come from OpenCC.
 */
export type ChinaPortSource = [code: string, zhCN: string, en: string, province: string, main?: true];

export const CHINA_PORTS: ChinaPortSource[] = [
  // The eight main ports, exactly these (they run consolidation services).
  ['CNSHA', '上海', 'Shanghai', '31', true],
  ['CNNGB', '宁波', 'Ningbo', '33', true],
  ['CNSZX', '深圳', 'Shenzhen', '44', true],
  ['CNTAO', '青岛', 'Qingdao', '37', true],
  ['CNTXG', '天津', 'Tianjin', '12', true],
  ['CNXMN', '厦门', 'Xiamen', '35', true],
  ['CNGZG', '广州', 'Guangzhou', '44', true],
  ['CNDLC', '大连', 'Dalian', '21', true],
  // Guangdong
  ['CNYTN', '盐田', 'Yantian', '44'],
  ['CNSHK', '蛇口', 'Shekou', '44'],
  ['CNCWN', '赤湾', 'Chiwan', '44'],
  ['CNDCB', '大铲湾', 'Da Chan Bay', '44'],
  ['CNNSA', '南沙', 'Nansha', '44'],
  ['CNHUA', '黄埔', 'Huangpu', '44'],
  ['CNZUH', '珠海', 'Zhuhai', '44'],
  ['CNJMN', '江门', 'Jiangmen', '44'],
  ['CNZSN', '中山', 'Zhongshan', '44'],
  ['CNFOS', '佛山', 'Foshan', '44'],
  ['CNDGG', '东莞', 'Dongguan', '44'],
  ['CNSTG', '汕头', 'Shantou', '44'],
  ['CNZHA', '湛江', 'Zhanjiang', '44'],
  // Jiangsu and the Yangtze
  ['CNLYG', '连云港', 'Lianyungang', '32'],
  ['CNTAG', '太仓', 'Taicang', '32'],
  ['CNNTG', '南通', 'Nantong', '32'],
  ['CNZJG', '张家港', 'Zhangjiagang', '32'],
  ['CNJIA', '江阴', 'Jiangyin', '32'],
  ['CNZHE', '镇江', 'Zhenjiang', '32'],
  ['CNNKG', '南京', 'Nanjing', '32'],
  ['CNWHI', '芜湖', 'Wuhu', '34'],
  ['CNJIU', '九江', 'Jiujiang', '36'],
  ['CNWUH', '武汉', 'Wuhan', '42'],
  ['CNCKG', '重庆', 'Chongqing', '50'],
  // Zhejiang and Fujian
  ['CNZOS', '舟山', 'Zhoushan', '33'],
  ['CNWNZ', '温州', 'Wenzhou', '33'],
  ['CNFOC', '福州', 'Fuzhou', '35'],
  ['CNQZJ', '泉州', 'Quanzhou', '35'],
  // Shandong, Hebei, Liaoning
  ['CNYNT', '烟台', 'Yantai', '37'],
  ['CNWEI', '威海', 'Weihai', '37'],
  ['CNRZH', '日照', 'Rizhao', '37'],
  ['CNYIK', '营口', 'Yingkou', '21'],
  ['CNJNZ', '锦州', 'Jinzhou', '21'],
  ['CNDDG', '丹东', 'Dandong', '21'],
  // Guangxi and Hainan
  ['CNFAN', '防城港', 'Fangchenggang', '45'],
  ['CNBHY', '北海', 'Beihai', '45'],
  ['CNHAK', '海口', 'Haikou', '46'],
  ['CNYPG', '洋浦', 'Yangpu', '46'],
];
