/**
 * Passwords that attackers try first: the most common ones found in public breach statistics,
 * plus the usual "word + digits" variations of the common words. Lower-case; compare lower-cased.
 */
const LITERAL = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael
654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm
asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas
hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper 1111 zxcvbn
555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda
summer love ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder
taylor matrix william corvette hello martin heather secret merlin diamond 1234qwer gfhjkm hammer
silver 222222 88888888 anthony justin test bailey q1w2e3r4t5 patrick internet scooter orange 11111
golfer cookie richard samantha bigdog guitar jackson whatever mickey chicken sparky snoopy maverick
phoenix camaro peanut morgan welcome falcon cowboy ferrari samsung andrea smokey steelers joseph
mercedes dakota arsenal eagles melissa boomer booboo spider nascar monster tigers yellow xxxxxx
123123123 gateway marina diablo bulldog qwer1234 compaq purple hardcore banana junior hannah 123654
porsche lakers iceman money cowboys 987654 london tennis 999999 ncc1701 coffee scooby 0000 miller
boston q1w2e3r4 brandon yamaha chester mother forever johnny edward 333333 oliver redsox player
nikita knight fender barney midnight please brandy chicago badboy slayer rangers charles angel flower
bigdaddy rabbit wizard bigdick jasper enter rachel chris steven winner adidas victoria natasha
1q2w3e4r jasmine winter prince panties marine ghbdtn fishing cocacola casper james 232323 raiders
888888 marlboro gandalf asdfasdf crystal 87654321 12344321 golden 8675309 heaven giants hello123
password1 password12 password123 passw0rd p@ssw0rd p@ssword pa55word pa$$word passwort motdepasse
qwerty123 qwerty1 qwertyui qwertyuio asdfghjk asdfghjkl zxcvbnm1 1qazxsw2 zaq12wsx zaq1zaq1 !qaz2wsx
abcd1234 abcdefg abcdefgh abc12345 aa123456 a1b2c3d4 a123456 a123456789 1a2b3c4d 1q2w3e 1q2w3e4r5t
1q2w3e4r5t6y qazwsxedc qweasd qweasdzxc qwe123 qwe12345 1qaz2wsx3edc asd123 zxc123 iloveyou1
iloveyou2 iloveu loveme lovely loveyou lover welcome1 welcome123 letmein1 letmein123 trustno1 admin
admin123 admin1234 administrator root toor changeme changeme123 default guest user user123 login
master123 monkey123 dragon123 sunshine1 shadow123 princess1 football1 baseball1 superman1 batman123
starwars1 pokemon pokemon123 minecraft fortnite roblox naruto sasuke goku ronaldo messi barcelona
realmadrid liverpool chelsea1 manchester juventus 11223344 123456a 123456q 123456z 12345a 12345q
1234abcd 1234asdf 123abc 123aaa 112233445566 147258369 147258 159357 159753456 741852963 789456123
789456 456789 123789 321321 135790 246810 13579 24680 1111111 11111111 111111111 1111111111 0000000
00000000 000000000 0000000000 1212121212 1231231234 12341234 123412345 1234512345 12121212 22222222
33333333 44444444 55555555 66666666 77777777 99999999 123456789a 1234567a 1234567q 987654321a 9876543210
qwerty12 qwerty12345 qwertz qwertz123 azerty azerty123 azertyuiop asdf1234 asdf zxcv1234 zxcvbn123
trustme secret123 secret1 mypassword mypass mypassword1 newpassword password! password1! password2
password3 password01 password99 password2020 password2021 password2022 password2023 password2024
password2025 password2026 welcome2020 welcome2021 welcome2022 welcome2023 welcome2024 welcome2025
welcome2026 summer2020 summer2021 summer2022 summer2023 summer2024 summer2025 winter2020 winter2021
winter2022 winter2023 winter2024 winter2025 spring2024 autumn2024 january february march april june
july august september october november december monday tuesday friday sunday saturday
iloveyou! iloveyou123 loveyou123 lovelove love123 love1234 baby123 babygirl babyboy princesa
angel123 angels beautiful sweety sweetie sweetheart honey honey123 darling sexy sexy123 hottie
blink182 metallica nirvana eminem slipknot linkinpark beatles elvis
killer123 hunter2 hunter123 ranger123 soccer123 hockey123 tennis123 golf123 basketball volleyball
softball baseball123 football123 jordan23 jordan123 lebron kobe24 michael1 michael23 jessica1
nicole1 ashley1 amanda1 daniel1 andrew1 joshua1 matthew1 jennifer1 charlie1 thomas1 robert1
william1 anthony1 justin1 hannah1 taylor1 samantha1 michelle1 jasmine1 jackson1 tigger1 buster1
pepper1 maggie1 ginger1 cookie1 bailey1 snoopy1 sparky1 chester1 oliver1 mickey1 scooter1 cheese1
computer1 internet1 samsung1 google google123 facebook apple apple123 microsoft windows windows7
linux ubuntu android iphone mac123 yahoo hotmail gmail outlook office office123 company company123
work123 school school123 student teacher doctor nurse family family1 friends friend1 friendship
happy happy123 happiness smile smile123 freedom1 liberty america usa123 canada england france
germany italia espana mexico brasil russia china japan india africa australia
universe galaxy planet jupiter mercury saturn pluto cosmos rocket spaceman astronaut
flower1 flowers rose roses lily daisy orchid tulip sunflower garden nature forest mountain ocean
river island paradise rainbow butterfly dolphin tiger lion eagle wolf panther bear fox horse
dragon1 dragons unicorn phoenix1 griffin wizard1 magic magician merlin1 gandalf1 frodo hobbit
matrix1 neo morpheus trinity zelda mario luigi sonic pikachu charizard
chocolate vanilla strawberry banana1 cherry lemon orange1 apple1 mango peaches cupcake candy
cookies muffin pizza burger cheeseburger chicken1 bacon coffee1 tea123 beer whiskey vodka tequila
money1 money123 cash dollar rich million billion lucky lucky7 lucky13 luck winner1 champion
champions legend legends hero heroes superstar rockstar star stars star123 shining sunshine123
blue123 red123 green greenday black blackcat white yellow1 purple1 pink silver1 golden1 gold
redskins packers patriots broncos seahawks bears vikings giants1 jets dolphins ravens saints
yankees1 redsox1 cubs dodgers mets lakers1 celtics bulls knicks heat warriors
1234567890a qwertyuiop1 asdfghjkl1 zxcvbnm123 poiuytrewq lkjhgfdsa mnbvcxz 0987654321 1029384756
q1w2e3 q1w2e3r4t5y6 1qa2ws3ed qazxswedc wsxedc edcrfv rfvtgb tgbyhn yhnujm
aaaaaaaa aaaaaaa abcabc abc123456 abcdef abcdef123 abcd123 abc1234 aaa111 aa11bb22 asdasd asdasd123
qweqwe qwerqwer zzzzzz zzzzzzzz xxxxxxxx qqqqqq qqqqqqqq wwwwww
letmein! letmeinnow openup opensesame open1234 access14 access123 accessdenied
security secure secure123 protect protected private secret! topsecret confidential classified
nopassword nopass passpass password password11 passwords pass123 pass1234 pass12345 passw0rd1
temp temp123 temp1234 temppass temporary test1 test12 test123 test1234 testing testing123 tester
demo demo123 sample example qwerty! 123qweasd 123qweasdzxc 1qaz1qaz 2wsx3edc 3edc4rfv
superuser sysadmin webmaster postmaster manager manager123 support service helpdesk
inventor inventor123 inventors patent patents patent123 innovation innovation1 research research1
portal portal123 inventorportal engineer engineering science scientist technology laboratory
`;

const WORDS = `
password qwerty dragon monkey shadow master michael superman jordan jennifer hunter buster soccer
harley batman andrew tigger sunshine iloveyou charlie robert thomas hockey ranger daniel starwars
george computer michelle jessica pepper freedom maggie ginger princess joshua cheese amanda summer
love ashley nicole chelsea matthew access yankees dallas austin thunder taylor matrix william
corvette hello martin heather secret merlin diamond hammer silver anthony justin bailey patrick
internet scooter orange golfer cookie richard samantha guitar jackson whatever mickey chicken sparky
snoopy maverick phoenix peanut morgan welcome falcon cowboy ferrari samsung smokey steelers joseph
mercedes dakota arsenal eagles melissa boomer spider monster tigers yellow banana junior hannah
porsche lakers money london tennis coffee boston brandon chester mother forever johnny edward oliver
knight midnight please brandy chicago angel flower rabbit wizard rachel steven winner victoria
jasmine winter prince james crystal golden heaven admin letmein football baseball soccer basketball
`;

function variants(word: string): string[] {
  return [word, `${word}1`, `${word}12`, `${word}123`, `${word}1234`, `${word}!`, `${word}01`, `${word}2024`, `${word}2025`];
}

const tokens = (text: string) => text.split(/\s+/).filter((t) => t !== '');

/** The common password list (~1000 entries), lower-case. */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  ...tokens(LITERAL).map((t) => t.toLowerCase()),
  ...tokens(WORDS).flatMap(variants),
]);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.trim().toLowerCase());
}
