/**
 * The word lists the generated game names are built from, in every name language (catalogue-data.ts).
 *
 * Word templates use "*" for the word they qualify, so each language keeps its own word order:
 * "Golden *" / "Gintong *" / "* Vàng" / "黄金*" / "*ทองคำ".
 */
import { MQL_TITLES, VN_PLACES } from '../../../core/lottery/names';
import { type Names, names as n, sameName as same } from './catalogue-data';

/** Qualifiers: "*" is the noun. */
export const ADJECTIVES: Names[] = [
  n('Golden *', 'Gintong *', '* Vàng', '黄金*', '*ทองคำ'),
  n('Lucky *', 'Masuwerteng *', '* May Mắn', '幸运*', '*นำโชค'),
  n('Mighty *', 'Makapangyarihang *', '* Dũng Mãnh', '威猛*', '*ทรงพลัง'),
  n('Wild *', 'Mabangis na *', '* Hoang Dã', '狂野*', '*ป่า'),
  n('Royal *', 'Maharlikang *', '* Hoàng Gia', '皇家*', '*หลวง'),
  n('Mystic *', 'Mahiwagang *', '* Huyền Bí', '神秘*', '*ลึกลับ'),
  n('Fortune *', '* ng Kapalaran', '* Tài Lộc', '招财*', '*มหาโชค'),
  n('Magic *', 'Mahikang *', '* Ma Thuật', '魔法*', '*มหัศจรรย์'),
  n('Sacred *', 'Banal na *', '* Linh Thiêng', '神圣*', '*ศักดิ์สิทธิ์'),
  n('Crazy *', 'Baliw na *', '* Điên Cuồng', '疯狂*', '*สุดมันส์'),
  n('Super *', 'Super *', 'Siêu *', '超级*', 'ซูเปอร์*'),
  n('Mega *', 'Mega *', '* Khổng Lồ', '巨型*', '*ยักษ์'),
  n('Red *', 'Pulang *', '* Đỏ', '红*', '*แดง'),
  n('Silver *', 'Pilak na *', '* Bạc', '白银*', '*เงิน'),
  n('Emerald *', 'Esmeraldang *', '* Ngọc Lục Bảo', '翡翠*', '*มรกต'),
  n('Blazing *', 'Nag-aapoy na *', '* Rực Lửa', '烈焰*', '*เพลิง'),
  n('Frozen *', 'Nagyeyelong *', '* Băng Giá', '冰封*', '*น้ำแข็ง'),
  n('Ancient *', 'Sinaunang *', '* Cổ Đại', '远古*', '*โบราณ'),
  n('Hidden *', 'Nakatagong *', '* Ẩn Giấu', '隐秘*', '*ที่ซ่อนเร้น'),
  n('Dancing *', 'Sumasayaw na *', '* Nhảy Múa', '舞动*', '*เริงระบำ'),
  n('Shining *', 'Nagniningning na *', '* Tỏa Sáng', '闪耀*', '*เจิดจรัส'),
  n('Happy *', 'Masayang *', '* Vui Vẻ', '快乐*', '*แสนสุข'),
  n('Eternal *', 'Walang Hanggang *', '* Vĩnh Cửu', '永恒*', '*นิรันดร์'),
  n('Grand *', 'Engrandeng *', '* Huy Hoàng', '盛世*', '*ยิ่งใหญ่'),
  n('Sweet *', 'Matamis na *', '* Ngọt Ngào', '甜蜜*', '*แสนหวาน'),
  n('Cosmic *', 'Kosmikong *', '* Vũ Trụ', '宇宙*', '*จักรวาล'),
  n('Secret *', 'Lihim na *', '* Bí Mật', '秘密*', '*ลับ'),
  n('Rich *', 'Mayamang *', '* Giàu Có', '富贵*', '*มั่งมี'),
  n('Legendary *', 'Maalamat na *', '* Huyền Thoại', '传奇*', '*ในตำนาน'),
  n('Neon *', 'Neon na *', '* Neon', '霓虹*', '*นีออน'),
  n('Twin *', 'Kambal na *', '* Song Sinh', '双*', '*คู่'),
  n('Midnight *', 'Hatinggabing *', '* Nửa Đêm', '午夜*', '*เที่ยงคืน'),
  n('Imperial *', 'Imperyal na *', '* Đế Vương', '帝王*', '*แห่งราชัน'),
  n('Heavenly *', 'Makalangit na *', '* Thiên Đường', '天堂*', '*สวรรค์'),
  n('Brave *', 'Matapang na *', '* Dũng Cảm', '无畏*', '*ผู้กล้า'),
  n('Raging *', 'Nagngangalit na *', '* Cuồng Nộ', '狂怒*', '*คลั่ง'),
  n('Little *', 'Munting *', '* Nhỏ', '小*', '*น้อย'),
  n('Big *', 'Malaking *', '* Lớn', '大*', '*ใหญ่'),
];

export const NOUNS: Names[] = [
  n('Dragon', 'Dragon', 'Rồng', '龙', 'มังกร'),
  n('Tiger', 'Tigre', 'Hổ', '虎', 'เสือ'),
  n('Phoenix', 'Phoenix', 'Phượng Hoàng', '凤凰', 'หงส์'),
  n('Koi', 'Koi', 'Cá Chép', '锦鲤', 'ปลาคาร์ป'),
  n('Panda', 'Panda', 'Gấu Trúc', '熊猫', 'แพนด้า'),
  n('Buffalo', 'Kalabaw', 'Trâu Rừng', '野牛', 'ควายป่า'),
  n('Empire', 'Imperyo', 'Đế Chế', '帝国', 'จักรวรรดิ'),
  n('Treasure', 'Kayamanan', 'Kho Báu', '宝藏', 'สมบัติ'),
  n('Gems', 'Hiyas', 'Đá Quý', '宝石', 'อัญมณี'),
  n('Queen', 'Reyna', 'Nữ Hoàng', '女王', 'ราชินี'),
  n('King', 'Hari', 'Vua', '国王', 'ราชา'),
  n('Pharaoh', 'Paraon', 'Pharaoh', '法老', 'ฟาโรห์'),
  n('Temple', 'Templo', 'Đền Thờ', '神殿', 'วิหาร'),
  n('Lion', 'Leon', 'Sư Tử', '狮子', 'สิงโต'),
  n('Wolf', 'Lobo', 'Sói', '狼', 'หมาป่า'),
  n('Eagle', 'Agila', 'Đại Bàng', '雄鹰', 'อินทรี'),
  n('Fruits', 'Prutas', 'Trái Cây', '水果', 'ผลไม้'),
  n('Candy', 'Kendi', 'Kẹo', '糖果', 'ลูกอม'),
  n('Pearl', 'Perlas', 'Ngọc Trai', '珍珠', 'ไข่มุก'),
  n('Lotus', 'Lotus', 'Hoa Sen', '莲花', 'ดอกบัว'),
  n('Moon', 'Buwan', 'Mặt Trăng', '月亮', 'พระจันทร์'),
  n('Sun', 'Araw', 'Mặt Trời', '太阳', 'ตะวัน'),
  n('Star', 'Bituin', 'Ngôi Sao', '星辰', 'ดวงดาว'),
  n('Samurai', 'Samurai', 'Samurai', '武士', 'ซามูไร'),
  n('Ninja', 'Ninja', 'Ninja', '忍者', 'นินจา'),
  n('Pirate', 'Pirata', 'Cướp Biển', '海盗', 'โจรสลัด'),
  n('Viking', 'Viking', 'Viking', '维京', 'ไวกิ้ง'),
  n('Goddess', 'Diyosa', 'Nữ Thần', '女神', 'เทพธิดา'),
  n('Wizard', 'Salamangkero', 'Phù Thủy', '巫师', 'พ่อมด'),
  n('Mahjong', 'Mahjong', 'Mạt Chược', '麻将', 'ไพ่นกกระจอก'),
  n('Lantern', 'Parol', 'Đèn Lồng', '灯笼', 'โคมไฟ'),
  n('Rooster', 'Tandang', 'Gà Trống', '公鸡', 'ไก่ตัวผู้'),
  n('Elephant', 'Elepante', 'Voi', '大象', 'ช้าง'),
  n('Monkey', 'Unggoy', 'Khỉ', '猴子', 'ลิง'),
  n('Genie', 'Genie', 'Thần Đèn', '神灯', 'ยักษ์จินนี่'),
  n('Volcano', 'Bulkan', 'Núi Lửa', '火山', 'ภูเขาไฟ'),
  n('Ocean', 'Karagatan', 'Đại Dương', '海洋', 'มหาสมุทร'),
  n('Jungle', 'Gubat', 'Rừng Rậm', '丛林', 'ป่าดงดิบ'),
  n('Carnival', 'Karnabal', 'Lễ Hội', '嘉年华', 'คาร์นิวัล'),
  n('Diamonds', 'Diyamante', 'Kim Cương', '钻石', 'เพชร'),
  n('Coins', 'Barya', 'Đồng Xu', '金币', 'เหรียญ'),
  n('Thunder', 'Kulog', 'Sấm Sét', '雷霆', 'สายฟ้า'),
  n('Warrior', 'Mandirigma', 'Chiến Binh', '勇士', 'นักรบ'),
  n('Emperor', 'Emperador', 'Hoàng Đế', '皇帝', 'จักรพรรดิ'),
  n('Geisha', 'Geisha', 'Geisha', '艺伎', 'เกอิชา'),
  n('Aztec', 'Aztec', 'Aztec', '阿兹特克', 'แอซเท็ก'),
  n('Safari', 'Safari', 'Safari', '狩猎', 'ซาฟารี'),
  n('Rhino', 'Rhino', 'Tê Giác', '犀牛', 'แรด'),
  n('Shark', 'Pating', 'Cá Mập', '鲨鱼', 'ฉลาม'),
  n('Bull', 'Toro', 'Bò Tót', '公牛', 'กระทิง'),
  n('Crystal', 'Kristal', 'Pha Lê', '水晶', 'คริสตัล'),
  n('Ruby', 'Rubi', 'Hồng Ngọc', '红宝石', 'ทับทิม'),
  n('Jade', 'Jade', 'Ngọc Bích', '玉石', 'หยก'),
  n('Bamboo', 'Kawayan', 'Cây Tre', '竹林', 'ไผ่'),
  n('Dynasty', 'Dinastiya', 'Triều Đại', '王朝', 'ราชวงศ์'),
  n('Horse', 'Kabayo', 'Ngựa', '骏马', 'ม้า'),
  n('Fox', 'Soro', 'Cáo', '狐狸', 'จิ้งจอก'),
  n('Owl', 'Kuwago', 'Cú Mèo', '猫头鹰', 'นกฮูก'),
  n('Cherry', 'Seresa', 'Anh Đào', '樱桃', 'เชอร์รี่'),
  n('Castle', 'Kastilyo', 'Lâu Đài', '城堡', 'ปราสาท'),
  n('Kingdom', 'Kaharian', 'Vương Quốc', '王国', 'อาณาจักร'),
  n('Frog', 'Palaka', 'Ếch', '青蛙', 'กบ'),
  n('Cat', 'Pusa', 'Mèo', '猫', 'แมว'),
  n('Mermaid', 'Sirena', 'Nàng Tiên Cá', '美人鱼', 'นางเงือก'),
  n('Bells', 'Kampana', 'Chuông', '铃铛', 'ระฆัง'),
  n('Sevens', 'Siyete', 'Số Bảy', '七', 'เลขเจ็ด'),
];

/** Slot suffixes; the empty one is the most common. */
export const SUFFIXES: Names[] = [
  same(''),
  same(''),
  same(''),
  same(''),
  same(''),
  n('Deluxe', 'Deluxe', 'Deluxe', '豪华版', 'ดีลักซ์'),
  n('Megaways', 'Megaways', 'Megaways', 'Megaways', 'เมกะเวย์'),
  n('Rush', 'Rush', 'Rush', '狂潮', 'รัช'),
  n('Hold & Win', 'Hold & Win', 'Hold & Win', '连环夺宝', 'โฮลด์แอนด์วิน'),
  n('Link', 'Link', 'Link', '连线', 'ลิงก์'),
  n('Bonanza', 'Bonanza', 'Bonanza', '盛宴', 'โบนันซ่า'),
  n('Extreme', 'Extreme', 'Cực Đại', '极限版', 'เอ็กซ์ตรีม'),
  n('Riches', 'Yaman', 'Phú Quý', '财富', 'มั่งคั่ง'),
  n('Fortunes', 'Suwerte', 'Vận May', '鸿运', 'โชคลาภ'),
  n('Blitz', 'Blitz', 'Chớp Nhoáng', '闪电', 'บลิตซ์'),
  n('Power', 'Lakas', 'Sức Mạnh', '之力', 'พลัง'),
  n('Frenzy', 'Frenzy', 'Cuồng Nhiệt', '狂热', 'ฟีเวอร์'),
  n('Wilds', 'Wilds', 'Wilds', '百搭', 'ไวลด์'),
  same('2'),
  same('3'),
  n('Quest', 'Paglalakbay', 'Phiêu Lưu', '探险', 'ผจญภัย'),
  n('Party', 'Party', 'Bữa Tiệc', '派对', 'ปาร์ตี้'),
  n('Hunt', 'Pangangaso', 'Săn Lùng', '寻宝', 'ล่าสมบัติ'),
];

export const JACKPOT_SUFFIXES: Names[] = [
  n('Jackpot', 'Jackpot', 'Jackpot', '大奖', 'แจ็คพอต'),
  n('Mega Jackpot', 'Mega Jackpot', 'Siêu Jackpot', '超级大奖', 'เมก้าแจ็คพอต'),
  n('Jackpot Link', 'Jackpot Link', 'Jackpot Link', '大奖连线', 'แจ็คพอตลิงก์'),
  n('Grand Jackpot', 'Grand Jackpot', 'Jackpot Lớn', '巨额大奖', 'แกรนด์แจ็คพอต'),
];

/** Casino table games (RNG table games and live tables). */
export const TABLE_GAMES: Names[] = [
  n('Baccarat', 'Baccarat', 'Baccarat', '百家乐', 'บาคาร่า'),
  n('Blackjack', 'Blackjack', 'Xì Dách', '二十一点', 'แบล็คแจ็ค'),
  n('Roulette', 'Roulette', 'Roulette', '轮盘', 'รูเล็ต'),
  n('Sic Bo', 'Sic Bo', 'Tài Xỉu', '骰宝', 'ไฮโล'),
  n('Dragon Tiger', 'Dragon Tiger', 'Rồng Hổ', '龙虎', 'เสือมังกร'),
  n("Casino Hold'em", "Casino Hold'em", "Casino Hold'em", '赌场德州扑克', 'คาสิโนโฮลเด็ม'),
  n('Fan Tan', 'Fan Tan', 'Fan Tan', '番摊', 'ฟานทัน'),
  n('Niu Niu', 'Niu Niu', 'Ngưu Ngưu', '牛牛', 'นิวนิว'),
  n('Andar Bahar', 'Andar Bahar', 'Andar Bahar', '安达巴哈', 'อันดาร์บาฮาร์'),
  n('Teen Patti', 'Teen Patti', 'Teen Patti', '三张牌', 'ทีนปัตติ'),
  n('Fish Prawn Crab', 'Isda Hipon Alimango', 'Bầu Cua', '鱼虾蟹', 'น้ำเต้าปูปลา'),
  n('Xoc Dia', 'Xoc Dia', 'Xóc Đĩa', '色碟', 'ซ็อกเดีย'),
  n('Three Card Poker', 'Three Card Poker', 'Poker Ba Lá', '三张扑克', 'โป๊กเกอร์สามใบ'),
  n('Money Wheel', 'Gulong ng Pera', 'Vòng Quay Tiền', '金钱轮', 'วงล้อเงิน'),
];

export const TABLE_MODIFIERS: Names[] = [
  same('*'),
  n('Speed *', 'Speed *', '* Tốc Độ', '极速*', '*สปีด'),
  n('VIP *', 'VIP *', '* VIP', 'VIP*', '*วีไอพี'),
  n('Classic *', 'Klasikong *', '* Cổ Điển', '经典*', '*คลาสสิก'),
  n('Mini *', 'Mini *', '* Mini', '迷你*', '*มินิ'),
  n('Royal *', 'Maharlikang *', '* Hoàng Gia', '皇家*', '*รอยัล'),
  n('Turbo *', 'Turbo *', '* Turbo', '涡轮*', '*เทอร์โบ'),
  n('Golden *', 'Gintong *', '* Vàng', '黄金*', '*ทองคำ'),
  n('Lucky *', 'Masuwerteng *', '* May Mắn', '幸运*', '*นำโชค'),
  n('Prestige *', 'Prestige *', '* Thượng Hạng', '尊享*', '*เพรสทีจ'),
];

export const TABLE_SUFFIXES: Names[] = [
  same(''),
  same(''),
  n('Pro', 'Pro', 'Pro', '专业版', 'โปร'),
  same('3D'),
  n('Multi-Hand', 'Multi-Hand', 'Nhiều Tay', '多手', 'มัลติแฮนด์'),
  n('Gold', 'Ginto', 'Vàng', '金', 'โกลด์'),
];

export const FISH_NOUNS: Names[] = [
  n('Fishing', 'Pangingisda', 'Bắn Cá', '捕鱼', 'ยิงปลา'),
  n('Ocean Hunter', 'Mangangaso ng Karagatan', 'Thợ Săn Đại Dương', '海洋猎人', 'นักล่ามหาสมุทร'),
  n('Sea Battle', 'Labanan sa Dagat', 'Hải Chiến', '海战', 'สงครามทะเล'),
  n('Fish Hunter', 'Mangangaso ng Isda', 'Thợ Săn Cá', '捕鱼达人', 'นักล่าปลา'),
  n('Reef Raiders', 'Mananalakay ng Bahura', 'Cướp Rạn San Hô', '珊瑚掠夺者', 'โจรแนวปะการัง'),
];

export const ARCADE_NOUNS: Names[] = [
  n('Keno', 'Keno', 'Keno', '基诺', 'คีโน'),
  n('Wheel', 'Gulong', 'Vòng Quay', '转盘', 'วงล้อ'),
  n('Scratch', 'Kaskas', 'Cào Thẻ', '刮刮乐', 'บัตรขูด'),
  n('Darts', 'Darts', 'Phi Tiêu', '飞镖', 'ปาเป้า'),
  n('Coin Pusher', 'Tulak Barya', 'Đẩy Xu', '推币机', 'ดันเหรียญ'),
  n('Ball Drop', 'Hulog Bola', 'Thả Bóng', '落球', 'บอลตก'),
  n('Penalty Shootout', 'Penalty Shootout', 'Sút Luân Lưu', '点球大战', 'ยิงจุดโทษ'),
  n('Tower', 'Tore', 'Tòa Tháp', '高塔', 'หอคอย'),
  n('Hi-Lo', 'Hi-Lo', 'Cao Thấp', '猜大小', 'สูงต่ำ'),
];

export const BINGO_NOUNS: Names[] = [
  n('Bingo', 'Bingo', 'Bingo', '宾果', 'บิงโก'),
  n('Bingo 75', 'Bingo 75', 'Bingo 75', '宾果75', 'บิงโก 75'),
  n('Bingo 90', 'Bingo 90', 'Bingo 90', '宾果90', 'บิงโก 90'),
  n('Keno Bingo', 'Keno Bingo', 'Keno Bingo', '基诺宾果', 'คีโนบิงโก'),
];

export const PVP_GAMES: Names[] = [
  n("Texas Hold'em", "Texas Hold'em", 'Poker Texas', '德州扑克', 'เท็กซัสโฮลเด็ม'),
  n('Omaha', 'Omaha', 'Omaha', '奥马哈', 'โอมาฮา'),
  n('Tongits', 'Tongits', 'Tongits', '通吉斯', 'ตองอิท'),
  n('Pusoy', 'Pusoy', 'Pusoy', '十三张', 'ปูซอย'),
  n('Pusoy Dos', 'Pusoy Dos', 'Pusoy Dos', '锄大地', 'ปูซอยดอส'),
  n('Tien Len', 'Tien Len', 'Tiến Lên', '越南进', 'เตียนเลน'),
  n('Sam Loc', 'Sam Loc', 'Sâm Lốc', '萨姆洛克', 'ซัมลอก'),
  n('Mau Binh', 'Mau Binh', 'Mậu Binh', '茂平', 'เมาบินห์'),
  n('Phom', 'Phom', 'Phỏm', '碰牌', 'ฝอม'),
  n('Teen Patti', 'Teen Patti', 'Teen Patti', '炸金花', 'ทีนปัตติ'),
  n('Rummy', 'Rummy', 'Rummy', '拉米', 'รัมมี่'),
  n('Bull Bull', 'Niu Niu', 'Ngưu Ngưu', '抢庄牛牛', 'นิวนิว'),
  n('Pok Deng', 'Pok Deng', 'Pok Deng', '博登', 'ป๊อกเด้ง'),
  n('Dummy', 'Dummy', 'Dummy', '达米', 'ดัมมี่'),
  n('Kaeng', 'Kaeng', 'Kaeng', '康牌', 'แคง'),
  n('Mahjong', 'Mahjong', 'Mạt Chược', '麻将', 'ไพ่นกกระจอก'),
  n('Dou Di Zhu', 'Dou Di Zhu', 'Đấu Địa Chủ', '斗地主', 'โต้วตี้จู่'),
  n('Capsa Susun', 'Capsa Susun', 'Capsa Susun', '十三水', 'ไพ่สิบสามใบ'),
  n('Domino', 'Domino', 'Domino', '多米诺', 'โดมิโน'),
  n('Pai Gow', 'Pai Gow', 'Bài Cửu', '牌九', 'ไพ่ไก๋โหว'),
];

export const PVP_MODIFIERS: Names[] = [
  same('*'),
  n('Speed *', 'Speed *', '* Tốc Độ', '极速*', '*สปีด'),
  n('VIP *', 'VIP *', '* VIP', 'VIP*', '*วีไอพี'),
  n('Classic *', 'Klasikong *', '* Cổ Điển', '经典*', '*คลาสสิก'),
  n('Royal *', 'Maharlikang *', '* Hoàng Gia', '皇家*', '*รอยัล'),
  n('* Pro', '* Pro', '* Pro', '*专业版', '*โปร'),
  same('* Go'),
  n('* Tournament', 'Torneo ng *', 'Giải Đấu *', '*锦标赛', 'ทัวร์นาเมนต์*'),
  n('* Deluxe', '* Deluxe', '* Deluxe', '*豪华版', '*ดีลักซ์'),
  n('Super *', 'Super *', 'Siêu *', '超级*', 'ซูเปอร์*'),
  n('* Plus', '* Plus', '* Plus', '*加强版', '*พลัส'),
  n('* Master', '* Master', 'Cao Thủ *', '*大师', 'เซียน*'),
];

/** Room tiers of the PVP games: names and the minimum bet in bet units (× the currency's bet unit). */
export const ROOM_TIERS: { names: Names; minUnits: number }[] = [
  { names: n('Novice', 'Baguhan', 'Tân Thủ', '新手场', 'มือใหม่'), minUnits: 1 },
  { names: n('Regular', 'Karaniwan', 'Bình Dân', '普通场', 'ทั่วไป'), minUnits: 5 },
  { names: n('Expert', 'Eksperto', 'Cao Thủ', '高手场', 'เซียน'), minUnits: 20 },
  { names: n('VIP', 'VIP', 'VIP', 'VIP场', 'วีไอพี'), minUnits: 100 },
];

/**
 * Lottery draws of the in-house lottery vendors, by catalogue title: MQL's games, then VNL's Vietnamese lotteries
 * (regions and provinces). Their names in every language come from locales/<lang>/lottery.json `names`, applied
 * by the catalogue index (src/core/lottery/names.ts), so they are stored here under their title only.
 */
export const LOTTERY_GAMES: Names[] = Object.values(MQL_TITLES).map(same);
export const VN_LOTTERIES: Names[] = VN_PLACES.map((place) => same(`${place.en} Lottery`));

/** Name of the card of a VASSALAGE vendor, which opens its popup game list ("*" is the vendor name). */
export const VENDOR_CARD_NAME: Names = n('* Lobby', 'Lobby ng *', 'Sảnh *', '*大厅', 'ล็อบบี้ *');
