/**
 * The 200 most used passwords of 8 characters or more (shorter ones fail the length rule first), in the
 * order of @zxcvbn-ts/language-common's list, the list the server's rule reads (contrasena-fuerte.ts).
 * Copied, so a page checks them without downloading that list (about 200 KB gzip); the test checks they are
 * still its first 200 and that the server refuses every one: the page's hint is never stricter than the judge.
 */
export const CONTRASENAS_COMUNES: ReadonlySet<string> = new Set(
  `
  password 12345678 123456789 baseball football qwertyuiop 1234567890 superman 1qaz2wsx jennifer trustno1
  sunshine iloveyou computer michelle starwars princess 11111111 corvette 1234qwer internet samantha
  q1w2e3r4t5 maverick whatever mercedes steelers qwer1234 hardcore q1w2e3r4 midnight bigdaddy victoria
  marlboro password1 1q2w3e4r cocacola jordan23 asdfasdf danielle 12344321 jonathan liverpoo qwerty123
  passw0rd abcd1234 slipknot scorpion startrek asdfghjkl redskins qazwsxedc liverpool nicholas butthead
  dolphins qwertyui shithead metallic mountain benjamin elephant rush2112 1q2w3e4r5t creative garfield
  bullshit asdfghjk 1qazxsw2 december airborne brooklyn godzilla 4815162342 williams darkness blink182
  platinum 01012011 11223344 lifehack 12qwaszx snowball nintendo november pakistan explorer redwings
  789456123 lasvegas guinness christin asdf1234 babygirl michigan carolina alexande dickhead minecraft
  metallica kristina kimberly snickers paradise caroline 147258369 lacrosse bollocks poohbear qweasdzxc
  einstein drowssap courtney spitfire patricia maryjane champion svetlana anderson westside security
  zaq12wsx alexander 123456789a 1232323q scarface qwerty12 marshall veronica stargate 12345qwert semperfi
  brittany scotland cherokee simpsons michael1 vladimir franklin infinity passport bulldogs 1234554321
  budlight usuckballz1 softball fktrcfylh kawasaki wildcats logitech swordfis motorola alexandr patriots
  colorado juventus freeuser warcraft wolverin elizabet valentin mitchell password123 ncc1701d spiderma
  hello123 virginia pearljam 123qweasd predator charlie1 panthers peekaboo rolltide american cardinal
  chevelle fyfcnfcbz loverboy lovelove 123654789 changeme electric darkside hercules lawrence wolfpack
  letmein1 741852963 spiderman blizzard cheyenne 123456789q cjkysirj 147852369 sterling basketball
  pussycat a1b2c3d4 freepass
  `
    .trim()
    .split(/\s+/),
);
