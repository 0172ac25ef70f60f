/**
 * Demo content ("seed data") for Bursa Patent, an intellectual-property consultancy in Bursa.
 * Plain data only: `key` links the Turkish and English versions of the same item.
 */
import type { SeedLanguage, SeedCategory, SeedTeamMember, SeedMaintenance } from "./seed-types";

export const seedLanguages: SeedLanguage[] = [
  { code: "tr", name: "Turkish", nativeName: "Türkçe", flag: "🇹🇷", isDefault: true, isActive: true, order: 1 },
  { code: "en", name: "English", nativeName: "English", flag: "🇬🇧", isDefault: false, isActive: true, order: 2 },
  { code: "de", name: "German", nativeName: "Deutsch", flag: "🇩🇪", isDefault: false, isActive: true, order: 3 },
  { code: "ru", name: "Russian", nativeName: "Русский", flag: "🇷🇺", isDefault: false, isActive: true, order: 4 },
  { code: "az", name: "Azerbaijani", nativeName: "Azərbaycan dili", flag: "🇦🇿", isDefault: false, isActive: true, order: 5 },
];

/* -------------------------------------------------------------------------- */
/* Turkish categories                                                          */
/* -------------------------------------------------------------------------- */

const trCategories: SeedCategory[] = [
  {
    key: "patent",
    slug: "patent",
    title: "Patent ve Faydalı Model",
    description:
      "Buluşlarınızın 6769 sayılı Sınai Mülkiyet Kanunu kapsamında patent ve faydalı model ile korunması; Türkiye, PCT ve Avrupa patenti başvuru süreçleri.",
    order: 1,
    topics: [
      {
        key: "patent-application-process",
        slug: "patent-basvuru-sureci",
        title: "Patent Başvuru Süreci",
        section: "Başvuru Süreci",
        order: 1,
        keywords: ["patent başvurusu", "araştırma raporu", "inceleme raporu", "TÜRKPATENT", "buluş basamağı"],
        metaTitle: "Patent Başvuru Süreci | Bursa Patent",
        metaDescription:
          "Türkiye'de patent başvurusu nasıl yapılır? Patentlenebilirlik şartları, araştırma ve inceleme aşamaları, yasal süreler ve 20 yıllık koruma hakkında bilgiler.",
        body: `<p>Patent, bir buluşu başkalarının izinsiz üretmesini, satmasını, kullanmasını ve ithal etmesini engelleme hakkı veren en güçlü sınai mülkiyet araçlarından biridir. Başarılı bir başvuru, iyi planlanmış bir süreçle başlar.</p>
<h2>Patent ile Hangi Buluşlar Korunur?</h2>
<p>6769 sayılı Sınai Mülkiyet Kanunu uyarınca tekniğin her alanındaki bir buluşa; <strong>yeni</strong> olması, <strong>buluş basamağı</strong> içermesi ve <strong>sanayiye uygulanabilir</strong> olması şartıyla patent verilir. Patent, başvuru tarihinden itibaren <strong>20 yıl</strong> süreyle koruma sağlar. Bu süre uzatılamaz ve koruma, yıllık ücretlerin zamanında ödenmesiyle devam eder.</p>
<p>Keşifler, bilimsel teoriler, matematiksel yöntemler, iş planları, estetik yaratımlar ve bilgisayar programları <em>tek başına</em> buluş sayılmaz. Bununla birlikte teknik bir sorunu teknik araçlarla çözen yazılım destekli buluşlar, doğru kurgulanmış istemlerle korunabilir.</p>
<h2>Başvurudan Patentin Verilmesine Adımlar</h2>
<ol>
<li><strong>Ön araştırma:</strong> Patent veri tabanlarında yapılan araştırma, buluşun yenilik durumunu ve istemlerin hangi kapsamda yazılabileceğini ortaya koyar.</li>
<li><strong>Tarifname hazırlığı:</strong> Tarifname, istemler, özet ve gerekiyorsa teknik resimler hazırlanır. Koruma kapsamını istemler belirlediği için bu, sürecin en kritik adımıdır.</li>
<li><strong>Başvuru ve şekli inceleme:</strong> Başvuru TÜRKPATENT nezdinde elektronik olarak yapılır; eksiklikler bildirilen süre içinde giderilir.</li>
<li><strong>Araştırma talebi:</strong> Araştırma talebinin başvuru tarihinden itibaren 12 ay içinde yapılması gerekir; aksi halde başvuru geri çekilmiş sayılır.</li>
<li><strong>Yayın:</strong> Başvuru, kural olarak başvuru veya rüçhan tarihinden itibaren 18 ay sonra Resmî Patent Bülteni'nde yayımlanır.</li>
<li><strong>İnceleme talebi:</strong> Araştırma raporunun bildiriminden itibaren 3 ay içinde inceleme talep edilir. İnceleme raporlarındaki itirazlara görüş ve istem değişiklikleriyle yanıt verilir.</li>
<li><strong>Patentin verilmesi:</strong> Olumlu sonuçlanan inceleme sonrasında patent verilir ve bültende yayımlanır. Üçüncü kişiler bu yayından itibaren 6 ay içinde itiraz edebilir.</li>
</ol>
<h2>Gizlilik Neden Önemlidir?</h2>
<p>Buluşun başvurudan önce fuarda sergilenmesi, satışa sunulması ya da yayımlanması yeniliği ortadan kaldırabilir. Kanun, buluşçunun kendi açıklamaları için başvurudan önceki <strong>12 aylık</strong> bir hoşgörü süresi tanısa da bu istisna her ülkede aynı şekilde uygulanmaz. Bu nedenle başvuru yapılana kadar buluşun gizli tutulmasını ve iş ortaklarıyla gizlilik sözleşmesi imzalanmasını öneriyoruz.</p>
<blockquote>İyi yazılmış bir istem takımı, rakiplerin küçük değişikliklerle patentin dışına çıkmasını zorlaştırır. Patentin ticari değeri büyük ölçüde istemlerin kalitesine bağlıdır.</blockquote>
<p>Güncel ücret tarifeleri ve mevzuat için <a href="https://www.turkpatent.gov.tr">TÜRKPATENT</a> internet sitesini inceleyebilirsiniz. Buluşunuzun patentlenebilirliğini birlikte değerlendirmek için <a href="/iletisim">bizimle iletişime geçin</a>.</p>`,
      },
      {
        key: "utility-model",
        slug: "faydali-model-korumasi",
        title: "Faydalı Model Koruması",
        section: "Koruma Türleri",
        order: 2,
        keywords: ["faydalı model", "küçük buluş", "10 yıl koruma", "sanayiye uygulanabilirlik"],
        metaTitle: "Faydalı Model Koruması | Bursa Patent",
        metaDescription:
          "Faydalı model nedir, patentten farkı nelerdir? 10 yıllık koruma, başvuru süreci ve faydalı modelin hangi buluşlar için uygun olduğu hakkında pratik bilgiler.",
        body: `<p>Faydalı model, özellikle kısa sürede pazara çıkan ve teknik açıdan görece basit geliştirmeler için daha hızlı ve ekonomik bir koruma yolu sunar. Bursa'nın otomotiv yan sanayii ve makine sektöründe sıkça tercih edilir.</p>
<h2>Faydalı Model Nedir?</h2>
<p>Faydalı model, patentle birlikte 6769 sayılı Sınai Mülkiyet Kanunu'nda düzenlenmiştir. <strong>Yeni</strong> ve <strong>sanayiye uygulanabilir</strong> buluşlara faydalı model verilir; patentten farklı olarak buluş basamağı şartı aranmaz. Koruma süresi başvuru tarihinden itibaren <strong>10 yıldır</strong> ve uzatılamaz.</p>
<h2>Patent ile Faydalı Model Arasındaki Farklar</h2>
<ul>
<li><strong>Koruma süresi:</strong> Patentte 20 yıl, faydalı modelde 10 yıldır.</li>
<li><strong>İnceleme:</strong> Faydalı model başvurularında esasa ilişkin inceleme yapılmaz. Araştırma raporu düzenlenir, başvuru sahibi ve üçüncü kişiler görüş bildirebilir ve Kurum bu değerlendirme sonucunda karar verir. Süreç genellikle daha kısa, maliyet daha düşüktür.</li>
<li><strong>Kapsam dışı konular:</strong> Usuller ve bu usullerle doğrudan elde edilen ürünler, kimyasal ve biyolojik maddeler, eczacılıkla ilgili buluşlar ile biyoteknolojik buluşlar faydalı modelle korunamaz.</li>
<li><strong>Dönüştürme imkânı:</strong> Kanunda öngörülen süreler içinde bir patent başvurusu faydalı model başvurusuna dönüştürülebilir.</li>
</ul>
<h2>Hangi Durumlarda Faydalı Model Tercih Edilmeli?</h2>
<p>Ürün ömrü kısa olan ürünler; makine parçaları, bağlantı elemanları, kalıplar, ev aletleri ve otomotiv yan sanayii ürünlerindeki yapısal iyileştirmeler faydalı model için uygun adaylardır. Buna karşılık buluş basamağının açıkça bulunduğu ve uzun yıllar ticari değer taşıyacak teknolojilerde patent başvurusu daha güçlü ve uzun soluklu bir koruma sağlar.</p>
<h3>Dikkat Edilmesi Gereken Noktalar</h3>
<ul>
<li>Faydalı model de yenilik şartına tabidir; başvurudan önceki satış ve tanıtımlar bu şartı ortadan kaldırabilir.</li>
<li>Koruma kapsamı yine istemlerle belirlenir; istemlerin özenle hazırlanması gerekir.</li>
<li>Koruma süresince yıllık ücretlerin ödenmesi zorunludur.</li>
</ul>
<blockquote>Faydalı modelde esasa ilişkin inceleme yapılmadığından ihlal davalarında hükümsüzlük iddiasıyla karşılaşma olasılığı daha yüksektir. Başvuru öncesi kapsamlı bir yenilik araştırması bu riski önemli ölçüde azaltır.</blockquote>
<p>Faydalı modele ilişkin mevzuat ve ücretler <a href="https://www.turkpatent.gov.tr">TÜRKPATENT</a> sitesinde yayımlanmaktadır. Geliştirmeniz için hangi koruma türünün uygun olduğunu öğrenmek isterseniz <a href="/iletisim">uzmanlarımıza danışabilirsiniz</a>.</p>`,
      },
      {
        key: "international-patent",
        slug: "uluslararasi-patent-basvurusu",
        title: "Uluslararası Patent Başvurusu: PCT ve Avrupa Patenti",
        section: "Uluslararası Koruma",
        order: 3,
        keywords: ["PCT başvurusu", "Avrupa patenti", "rüçhan hakkı", "EPO", "WIPO"],
        metaTitle: "Uluslararası Patent Başvurusu: PCT ve Avrupa Patenti | Bursa Patent",
        metaDescription:
          "Buluşunuzu yurt dışında koruyun: Paris Sözleşmesi rüçhan hakkı, PCT uluslararası başvurusu, Avrupa patenti ve Türkiye'de geçerlilik için çeviri süreleri.",
        body: `<p>Patent hakları ülkeseldir: Türkiye'de alınan bir patent yalnızca Türkiye'de koruma sağlar. İhracat yapan, yurt dışında üretim veya lisans planlayan işletmelerin hedef pazarlarda da zamanında başvuru yapması gerekir.</p>
<h2>Paris Sözleşmesi ve Rüçhan Hakkı</h2>
<p>Türkiye'de yapılan ilk başvurunun tarihinden itibaren <strong>12 ay</strong> içinde, Paris Sözleşmesi'ne veya Dünya Ticaret Örgütü'ne taraf ülkelerde yapılan başvurular için rüçhan hakkı talep edilebilir. Böylece sonraki başvurular, yenilik değerlendirmesinde ilk başvuru tarihinde yapılmış gibi kabul edilir. Bu 12 aylık süre, yurt dışı stratejisini belirlemek için en önemli zaman dilimidir.</p>
<h2>PCT ile Uluslararası Başvuru</h2>
<p>Patent İşbirliği Antlaşması (PCT), tek bir uluslararası başvuru ile 150'yi aşkın sözleşmeci ülkede başvuru hakkını saklı tutmayı sağlar.</p>
<ul>
<li>Uluslararası başvuru TÜRKPATENT aracılığıyla veya doğrudan <a href="https://www.wipo.int/pct/">WIPO</a> nezdinde yapılabilir.</li>
<li>Uluslararası araştırma raporu ve yazılı görüş, buluşun patentlenebilirliği hakkında erken bir değerlendirme sunar. TÜRKPATENT de Uluslararası Araştırma ve Ön İnceleme Kuruluşu olarak hizmet vermektedir.</li>
<li>Ulusal veya bölgesel aşamaya geçiş, kural olarak rüçhan tarihinden itibaren <strong>30 ay</strong> içinde yapılır; bazı ofisler daha uzun süre tanır. Bu süre pazar araştırması ve yatırım kararları için değerli zaman kazandırır.</li>
</ul>
<p>PCT bir <em>uluslararası patent</em> vermez; patentin verilip verilmeyeceğine her ülke veya bölgesel ofis kendi mevzuatına göre karar verir.</p>
<h2>Avrupa Patenti</h2>
<p>Türkiye, Avrupa Patent Sözleşmesi'ne taraftır. <a href="https://www.epo.org">Avrupa Patent Ofisi (EPO)</a> nezdinde tek başvuru ve tek inceleme sonucunda verilen Avrupa patenti, üye ülkelerden seçilenlerde geçerli kılınabilir. Türkiye'de geçerlilik için patentin verildiğine ilişkin ilanın Avrupa Patent Bülteni'nde yayımlanmasından itibaren <strong>3 ay</strong> içinde Türkçe çevirinin TÜRKPATENT'e sunulması ve ilgili ücretin ödenmesi gerekir.</p>
<h3>Birim Etkili Patent Hakkında</h3>
<p>Türkiye Avrupa Birliği üyesi olmadığından, birim etkili patent (Unitary Patent) sistemi Türkiye'yi kapsamaz. Avrupa patentinin Türkiye'de korunması için ulusal geçerlilik adımının ayrıca tamamlanması gerekir.</p>
<blockquote>Doğru yol; hedef pazarlara, bütçeye ve ürünün ticari ömrüne göre belirlenir. Çoğu işletme için Türkiye başvurusu, ardından 12 ay içinde PCT başvurusu dengeli bir stratejidir.</blockquote>
<p>Yurt dışı patent stratejinizi planlamak için <a href="/iletisim">ekibimizle görüşebilirsiniz</a>.</p>`,
      },
    ],
  },
  {
    key: "trademark",
    slug: "marka",
    title: "Marka Tescili",
    description:
      "Markanızın Türkiye'de ve yurt dışında tescili, itiraz süreçleri, yenileme ve Madrid Protokolü ile uluslararası koruma konusunda uçtan uca danışmanlık.",
    order: 2,
    topics: [
      {
        key: "trademark-registration",
        slug: "marka-tescil-sureci",
        title: "Marka Tescil Süreci",
        section: "Başvuru Süreci",
        order: 1,
        keywords: ["marka tescili", "marka araştırması", "Nice sınıflandırması", "Resmî Marka Bülteni"],
        metaTitle: "Marka Tescil Süreci | Bursa Patent",
        metaDescription:
          "Marka tescili adım adım: ön araştırma, Nice sınıfları, TÜRKPATENT incelemesi, bültende yayın ve itiraz süresi ile 10 yıllık marka koruması hakkında bilgiler.",
        body: `<p>Marka, işletmenizin müşterileri tarafından tanınmasını sağlayan en değerli varlıklardan biridir. Tescil edilmemiş bir markanın korunması hem zordur hem de belirsizlik taşır; bu nedenle tescil, markaya yapılan yatırımın güvencesidir.</p>
<h2>Marka Olarak Neler Tescil Edilebilir?</h2>
<p>6769 sayılı Sınai Mülkiyet Kanunu'na göre marka; bir işletmenin mal veya hizmetlerini diğer işletmelerinkinden ayırt etmeyi sağlaması ve sicilde açık ve kesin biçimde gösterilebilmesi şartıyla kişi adları dahil sözcükler, şekiller, renkler, harfler, sayılar, sesler ve malların ya da ambalajların biçimi gibi her türlü işaretten oluşabilir.</p>
<h2>Tescil Süreci Adım Adım</h2>
<ol>
<li><strong>Ön araştırma:</strong> Benzer markaların tespiti için TÜRKPATENT kayıtları ve piyasadaki kullanımlar incelenir. Bu adım, ret ve itiraz riskini önceden görmenizi sağlar.</li>
<li><strong>Sınıflandırma:</strong> Mal ve hizmetler, 45 sınıftan oluşan uluslararası Nice sınıflandırmasına göre belirlenir. Listenin gerçek ve planlanan faaliyetleri kapsaması önemlidir.</li>
<li><strong>Başvuru:</strong> Başvuru elektronik ortamda yapılır; başvuru tarihi, sonraki başvurulara karşı öncelik sağlar.</li>
<li><strong>Kurum incelemesi:</strong> Başvuru, şekli şartlar ve ayırt edicilikten yoksunluk, tanımlayıcılık veya yanıltıcılık gibi mutlak ret nedenleri yönünden incelenir.</li>
<li><strong>Yayın ve itiraz:</strong> Uygun bulunan başvuru Resmî Marka Bülteni'nde yayımlanır. Üçüncü kişiler yayından itibaren <strong>2 ay</strong> içinde itiraz edebilir.</li>
<li><strong>Tescil:</strong> İtiraz yapılmaz veya itirazlar reddedilirse tescil ücreti ödenir ve marka tescil belgesi düzenlenir.</li>
</ol>
<p>İtirazla karşılaşmayan başvurularda süreç çoğunlukla 6-8 ay içinde tamamlanır.</p>
<h2>Koruma Süresi ve Kapsamı</h2>
<p>Marka koruması başvuru tarihinden itibaren <strong>10 yıl</strong> sürer ve 10 yıllık dönemler halinde süresiz olarak yenilenebilir. Tescil, markayı tescil kapsamındaki mal ve hizmetler için korur; kapsam dışında kalan alanlar için ek başvuru gerekebilir.</p>
<ul>
<li>Logo ve kelime markasının ayrı ayrı tescili, farklı kullanım biçimlerinde esneklik sağlar.</li>
<li>Tescil edilen markanın 5 yıl içinde ciddi biçimde kullanılmaya başlanması gerekir.</li>
<li>Marka, ticaret unvanı ve alan adı birlikte planlanmalıdır.</li>
</ul>
<p>Marka araştırmalarınız için <a href="https://www.turkpatent.gov.tr">TÜRKPATENT</a> veri tabanından yararlanabilir, markanızın tescil edilebilirliği hakkında değerlendirme için <a href="/iletisim">bize ulaşabilirsiniz</a>.</p>`,
      },
      {
        key: "trademark-opposition",
        slug: "marka-basvurularina-itiraz",
        title: "Marka Başvurularına İtiraz",
        section: "İtiraz ve Uyuşmazlıklar",
        order: 2,
        keywords: ["marka itirazı", "karıştırılma olasılığı", "kötü niyet", "YİDD", "kullanım ispatı"],
        metaTitle: "Marka Başvurularına İtiraz | Bursa Patent",
        metaDescription:
          "Resmî Marka Bülteni'nde yayımlanan başvurulara 2 ay içinde itiraz: itiraz gerekçeleri, kullanım ispatı talebi, YİDD ve yargı yolu hakkında rehber bilgiler.",
        body: `<p>Rakiplerinizin markanıza benzer başvuruları, markanızın ayırt ediciliğini ve ticari değerini zayıflatabilir. İtiraz, tescil gerçekleşmeden önce hakkınızı korumanın en hızlı ve ekonomik yoludur.</p>
<h2>İtiraz Süresi</h2>
<p>TÜRKPATENT tarafından Resmî Marka Bülteni'nde yayımlanan başvurulara, yayın tarihinden itibaren <strong>2 ay</strong> içinde itiraz edilebilir. Bu süre kesindir ve uzatılamaz. Süreyi kaçırmamak için bülteni düzenli olarak izlemek veya profesyonel bir marka izleme hizmetinden yararlanmak gerekir.</p>
<h2>Başlıca İtiraz Gerekçeleri</h2>
<ul>
<li>Önceki tarihli aynı veya benzer bir marka nedeniyle <strong>karıştırılma olasılığı</strong> bulunması,</li>
<li>Markanın, sahibinin izni olmadan ticari vekil veya temsilci tarafından başvuruya konu edilmesi,</li>
<li>Tescilsiz olarak ticari hayatta kullanılan önceki marka veya işaretler,</li>
<li>Paris Sözleşmesi anlamında <strong>tanınmış markalar</strong> ve itibarlı markalardan haksız yarar sağlanması,</li>
<li>Ticaret unvanı, isim hakkı, telif hakkı veya diğer fikri mülkiyet hakları,</li>
<li><strong>Kötü niyetle</strong> yapılan başvurular.</li>
</ul>
<h2>Kullanım İspatı Talebi</h2>
<p>İtiraza dayanak gösterilen marka, itiraz edilen başvurunun başvuru veya rüçhan tarihi itibarıyla en az beş yıldır tescilli ise başvuru sahibi, itiraz edenden markasını son beş yıl içinde Türkiye'de ciddi biçimde kullandığını ispatlamasını talep edebilir. Kullanım ispatlanamazsa itiraz bu markaya dayanılarak kabul edilemez. Bu nedenle fatura, katalog ve reklam gibi kullanım delillerinin düzenli olarak arşivlenmesi önemlidir.</p>
<h2>Karar ve Sonrası</h2>
<ol>
<li>İtirazlar, başvuru sahibinin karşı görüşleri de alınarak Kurum tarafından karara bağlanır.</li>
<li>Karara karşı, bildirim tarihinden itibaren <strong>2 ay</strong> içinde Yeniden İnceleme ve Değerlendirme Dairesi'ne (YİDD) itiraz edilebilir.</li>
<li>YİDD kararına karşı, kararın bildiriminden itibaren 2 ay içinde Ankara Fikrî ve Sınai Haklar Hukuk Mahkemesi'nde dava açılabilir.</li>
</ol>
<blockquote>Tescil edilmiş bir markanın hükümsüzlüğü için dava açmak, başvuru aşamasında itiraz etmekten çok daha uzun ve maliyetli bir süreçtir.</blockquote>
<p>Mevzuat ve bülten yayınları için <a href="https://www.turkpatent.gov.tr">TÜRKPATENT</a> sitesini takip edebilirsiniz. Bir başvuruya itiraz etmek veya aldığınız bir itiraza yanıt vermek için <a href="/iletisim">ekibimizle iletişime geçin</a>.</p>`,
      },
      {
        key: "trademark-renewal",
        slug: "marka-yenileme-ve-kullanim",
        title: "Marka Yenileme ve Kullanım Yükümlülüğü",
        section: "Tescil Sonrası",
        order: 3,
        keywords: ["marka yenileme", "kullanmama", "marka iptali", "ek süre"],
        metaTitle: "Marka Yenileme ve Kullanım Yükümlülüğü | Bursa Patent",
        metaDescription:
          "Marka tescili 10 yılda bir yenilenir. Yenileme süreleri, ek süre imkânı, 5 yıllık kullanım yükümlülüğü ve TÜRKPATENT nezdinde iptal talepleri hakkında bilgiler.",
        body: `<p>Marka tescili bir başlangıçtır. Hakkın ayakta kalması için yenileme sürelerinin takip edilmesi ve markanın gerçekten kullanılması gerekir. Bu iki yükümlülükten birinin ihmal edilmesi, yıllar içinde değer kazanmış bir markanın kaybedilmesine yol açabilir.</p>
<h2>Yenileme Süreleri</h2>
<p>Marka koruması başvuru tarihinden itibaren <strong>10 yıl</strong> sürer ve 10 yıllık dönemler halinde yenilenebilir. Yenileme talebi, koruma süresinin sona erdiği tarihten önceki <strong>6 ay</strong> içinde yapılmalı ve yenileme ücreti ödenmelidir.</p>
<ul>
<li>Bu süre kaçırılırsa, koruma süresinin bitiminden itibaren <strong>6 aylık ek süre</strong> içinde ek ücretle yenileme yapılabilir.</li>
<li>Ek süre de geçirilirse marka, koruma süresinin bitiminden itibaren geçerli olmak üzere sicilden terkin edilir.</li>
<li>Yenileme, tescil kapsamındaki mal ve hizmetlerin yalnızca bir kısmı için de yapılabilir.</li>
</ul>
<h2>Kullanım Yükümlülüğü</h2>
<p>Tescil tarihinden itibaren 5 yıl içinde haklı bir neden olmaksızın marka Türkiye'de tescil kapsamındaki mal veya hizmetlerde ciddi biçimde kullanılmazsa ya da kullanıma kesintisiz 5 yıl ara verilirse, ilgili kişilerin talebi üzerine marka <strong>iptal</strong> edilebilir.</p>
<h3>Kullanım Sayılan Durumlar</h3>
<ul>
<li>Markanın ayırt edici karakterini değiştirmeyen, farklı unsurlarla kullanımı,</li>
<li>Markanın yalnızca ihracat amacıyla mal veya ambalajlar üzerinde kullanılması,</li>
<li>Markanın, sahibinin izniyle örneğin bir lisans alan tarafından kullanılması.</li>
</ul>
<h2>İptal Talepleri Artık TÜRKPATENT Önünde</h2>
<p>6769 sayılı Kanun uyarınca <strong>10 Ocak 2024</strong> tarihinden itibaren kullanmama nedeniyle iptal talepleri mahkemeler yerine TÜRKPATENT tarafından incelenmektedir. Bu idari yol daha hızlı sonuç verebildiğinden, kullanılmayan markalar eskisine göre daha kolay hedef hâline gelmiştir.</p>
<blockquote>Tarihli faturalar, katalog ve broşürler, reklam kayıtları ve internet sayfası arşivleri, markanın kullanıldığını ispat etmede en güçlü delillerdir. Bu belgeleri yıllara göre düzenli biçimde saklamanızı öneririz.</blockquote>
<p>Yenileme ücretleri ve başvuru formları <a href="https://www.turkpatent.gov.tr">TÜRKPATENT</a> sitesinde yer almaktadır. Marka portföyünüzün süre takibini bize bırakmak için <a href="/iletisim">iletişim sayfamızı</a> ziyaret edebilirsiniz.</p>`,
      },
      {
        key: "international-trademark",
        slug: "madrid-protokolu-ile-uluslararasi-marka",
        title: "Madrid Protokolü ile Uluslararası Marka Tescili",
        section: "Uluslararası Koruma",
        order: 4,
        keywords: ["Madrid Protokolü", "uluslararası marka", "WIPO", "AB markası", "merkezi saldırı"],
        metaTitle: "Madrid Protokolü ile Uluslararası Marka Tescili | Bursa Patent",
        metaDescription:
          "Madrid Protokolü ile tek başvuruda çok sayıda ülkede marka koruması: temel başvuru, ülke seçimi, bağımlılık süresi ve AB markası seçeneği hakkında bilgiler.",
        body: `<p>İhracata yönelen işletmeler için markanın hedef pazarlarda korunması, ürünlerin taklit edilmesini ve distribütörlerle yaşanabilecek hak uyuşmazlıklarını önler. Madrid sistemi bunun için pratik ve ekonomik bir çözümdür.</p>
<h2>Madrid Sistemi Nasıl İşler?</h2>
<p>Türkiye, Madrid Protokolü'ne taraftır. Türkiye'deki bir marka başvurusu veya tescili <em>temel marka</em> olarak kullanılarak TÜRKPATENT aracılığıyla uluslararası başvuru yapılır ve başvuru Dünya Fikri Mülkiyet Örgütü'ne (<a href="https://www.wipo.int/madrid/">WIPO</a>) iletilir. Tek başvuru, tek dil ve tek ücret ödemesiyle 130'u aşkın ülkeyi kapsayan sistemdeki sözleşmeci taraflar arasından seçim yapılabilir.</p>
<h2>Sistemin Avantajları</h2>
<ul>
<li>Her ülkede ayrı vekil atamadan başvuru yapılabilir; ret bildirimi gelmedikçe yerel vekile ihtiyaç duyulmaz.</li>
<li>Yenileme, sahip veya adres değişikliği gibi işlemler WIPO üzerinden merkezi olarak yürütülür.</li>
<li>Tescilden sonra yeni ülkeler sonradan eklenebilir.</li>
<li>Avrupa Birliği de sözleşmeci taraf olduğundan, tek bir seçimle AB'nin tamamında koruma talep edilebilir.</li>
</ul>
<h2>Bilinmesi Gereken Riskler</h2>
<h3>Bağımlılık Süresi</h3>
<p>Uluslararası tescil, tescil tarihinden itibaren <strong>5 yıl</strong> boyunca temel markaya bağlıdır. Bu süre içinde temel başvuru reddedilir veya temel tescil hükümsüz kılınırsa uluslararası tescil de aynı ölçüde sona erer. Bu durum uygulamada <em>merkezi saldırı</em> olarak adlandırılır. Böyle bir durumda, seçilen ülkelerdeki koruma belirli bir süre içinde ulusal başvurulara dönüştürülerek sürdürülebilir.</p>
<h3>Ülkelerin Kendi İncelemesi</h3>
<p>Her seçilen ülke başvuruyu kendi mevzuatına göre inceler ve kural olarak 12 veya 18 aylık süre içinde ret bildiriminde bulunabilir. Türkiye'de kabul edilen bir markanın başka ülkede ret alması mümkündür.</p>
<blockquote>Madrid başvurusundan önce hedef ülkelerde benzerlik araştırması yapılması ve mal-hizmet listesinin uluslararası uygulamaya göre düzenlenmesi ret riskini belirgin biçimde azaltır.</blockquote>
<p>Avrupa Birliği markası için doğrudan <a href="https://euipo.europa.eu">EUIPO</a> nezdinde başvuru da bir seçenektir. Hangi yolun işletmeniz için uygun olduğunu belirlemek için <a href="/iletisim">bizimle görüşebilirsiniz</a>.</p>`,
      },
    ],
  },
  {
    key: "design",
    slug: "tasarim",
    title: "Endüstriyel Tasarım",
    description:
      "Ürünlerinizin görünümünü taklitlere karşı koruyan tasarım tescili; yenilik ve ayırt edici nitelik değerlendirmesi ile Lahey sistemi üzerinden uluslararası koruma.",
    order: 3,
    topics: [
      {
        key: "design-registration",
        slug: "tasarim-tescil-sureci",
        title: "Tasarım Tescil Süreci",
        section: "Başvuru Süreci",
        order: 1,
        keywords: ["tasarım tescili", "endüstriyel tasarım", "çoklu başvuru", "Locarno sınıflandırması"],
        metaTitle: "Tasarım Tescil Süreci | Bursa Patent",
        metaDescription:
          "Endüstriyel tasarım tescili nasıl yapılır? Başvuru için gerekli görseller, TÜRKPATENT incelemesi, 3 aylık itiraz süresi ve 25 yıla kadar koruma hakkında bilgi.",
        body: `<p>Bir ürünün ilk bakışta fark edilen görünümü, çoğu zaman satın alma kararını belirleyen en önemli unsurdur. Tasarım tescili, bu görünümün rakipler tarafından kopyalanmasını engellemenin en etkili yoludur.</p>
<h2>Tasarım Nedir ve Ne Kadar Süre Korunur?</h2>
<p>6769 sayılı Sınai Mülkiyet Kanunu'na göre tasarım; ürünün tamamı veya bir parçasının çizgi, renk, biçim, şekil, malzeme veya yüzey dokusu gibi özelliklerinden kaynaklanan görünümüdür. Tescilli tasarım, başvuru tarihinden itibaren <strong>5 yıl</strong> süreyle korunur ve bu süre 5 yıllık dönemler halinde yenilenerek toplam <strong>25 yıla</strong> kadar uzatılabilir.</p>
<h2>Başvuru Süreci</h2>
<ol>
<li><strong>Görsellerin hazırlanması:</strong> Tasarımı tüm yönleriyle açıkça gösteren fotoğraf veya çizimler hazırlanır. Koruma kapsamı bu görsellerle belirlendiğinden, görsel kalitesi belirleyicidir.</li>
<li><strong>Başvuru:</strong> Ürün adları Locarno sınıflandırmasına göre belirtilir. Aynı sınıftaki birden fazla tasarım tek bir <em>çoklu başvuru</em> ile yapılabilir.</li>
<li><strong>Kurum incelemesi:</strong> TÜRKPATENT başvuruyu şekli şartlar, tasarım tanımına uygunluk ve yenilik yönünden inceler.</li>
<li><strong>Yayın ve itiraz:</strong> Uygun bulunan tasarımlar Tasarım Bülteni'nde yayımlanır. Üçüncü kişiler yayından itibaren <strong>3 ay</strong> içinde itiraz edebilir.</li>
<li><strong>Tescil:</strong> İtiraz yoksa veya itirazlar reddedilirse tasarım tescil edilir ve belge düzenlenir.</li>
</ol>
<h3>Yayımın Ertelenmesi</h3>
<p>Ürününü henüz piyasaya sürmemiş başvuru sahipleri, başvuru veya rüçhan tarihinden itibaren 30 ayı geçmemek üzere yayımın ertelenmesini talep edebilir. Böylece tasarım, lansmana kadar rakiplerden gizli tutulabilir.</p>
<h2>Tescilsiz Tasarımlar</h2>
<p>Türkiye'de kamuya ilk kez sunulan tescilsiz tasarımlar, sunulduğu tarihten itibaren <strong>3 yıl</strong> süreyle korunur. Ancak bu koruma yalnızca doğrudan kopyalamaya karşıdır ve ispatı zordur. Uzun soluklu ve güçlü bir koruma için tescil önerilir.</p>
<ul>
<li>Tescil, bağımsız olarak geliştirilmiş benzer tasarımlara karşı da koruma sağlar.</li>
<li>Tescil belgesi, gümrük tedbirleri ve ihlal davalarında hak sahipliğini kolayca ispatlar.</li>
<li>Koleksiyon bazlı çalışan tekstil ve mobilya firmaları için çoklu başvuru ciddi maliyet avantajı sağlar.</li>
</ul>
<p>Tasarım sicili ve ücretler için <a href="https://www.turkpatent.gov.tr">TÜRKPATENT</a> sitesini ziyaret edebilirsiniz. Koleksiyonunuzun tescil planlaması için <a href="/iletisim">bizimle iletişime geçin</a>.</p>`,
      },
      {
        key: "design-protection-criteria",
        slug: "yenilik-ve-ayirt-edici-nitelik",
        title: "Tasarımda Yenilik ve Ayırt Edici Nitelik",
        section: "Koruma Şartları",
        order: 2,
        keywords: ["yenilik", "ayırt edici nitelik", "bilgilendirilmiş kullanıcı", "hoşgörü süresi"],
        metaTitle: "Tasarımda Yenilik ve Ayırt Edici Nitelik | Bursa Patent",
        metaDescription:
          "Bir tasarımın korunabilmesi için yeni ve ayırt edici olması gerekir. Bilgilendirilmiş kullanıcı ölçütü, 12 aylık hoşgörü süresi ve koruma dışı haller hakkında.",
        body: `<p>Tasarım tescilinin değeri, tasarımın koruma şartlarını gerçekten karşılamasına bağlıdır. Bu şartları taşımayan bir tescil, itiraz veya hükümsüzlük davasıyla ortadan kalkabilir.</p>
<h2>Yenilik Şartı</h2>
<p>Bir tasarımın aynısı, başvuru veya rüçhan tarihinden önce dünyanın herhangi bir yerinde kamuya sunulmamışsa tasarım <strong>yeni</strong> kabul edilir. Yalnızca önemsiz ayrıntılarda farklılık gösteren tasarımlar aynı sayılır. Kamuya sunma; sergileme, satış, katalog, internet ve sosyal medya yayınları gibi her türlü açıklamayı kapsar.</p>
<h2>Ayırt Edici Nitelik Şartı</h2>
<p>Bir tasarımın <strong>bilgilendirilmiş kullanıcı</strong> üzerinde bıraktığı genel izlenim, daha önce kamuya sunulmuş herhangi bir tasarımın bıraktığı genel izlenimden farklıysa tasarım ayırt edici niteliğe sahiptir. Değerlendirmede tasarımcının seçim özgürlüğü de dikkate alınır: Seçeneklerin sınırlı olduğu alanlarda küçük farklılıklar yeterli olabilirken, serbestliğin geniş olduğu alanlarda daha belirgin farklar aranır.</p>
<h3>Bilgilendirilmiş Kullanıcı Kimdir?</h3>
<p>Bilgilendirilmiş kullanıcı; ilgili ürün alanını tanıyan, mevcut tasarımlar hakkında bilgi sahibi olan ve ürünleri dikkatle karşılaştıran, ancak bir tasarımcı veya teknik uzman düzeyinde bilgiye sahip olmayan kullanıcıdır.</p>
<h2>Hoşgörü Süresi</h2>
<p>Tasarımcının veya hak sahibinin, başvuru ya da rüçhan tarihinden önceki <strong>12 ay</strong> içinde tasarımı kamuya sunması, yenilik ve ayırt edici nitelik değerlendirmesinde dikkate alınmaz. Bu süre, ürünü önce pazarda test etmek isteyen işletmelere esneklik tanır; ancak yurt dışında farklı kurallar uygulanabileceğini unutmamak gerekir.</p>
<h2>Koruma Dışında Kalan Haller</h2>
<ul>
<li>Yalnızca teknik işlevin zorunlu kıldığı görünüm özellikleri,</li>
<li>Ürünün başka bir ürüne mekanik olarak bağlanması için aynen üretilmesi gereken bağlantı unsurları,</li>
<li>Bileşik ürünlerde, normal kullanım sırasında görünmeyen parçalar,</li>
<li>Kamu düzenine veya genel ahlaka aykırı tasarımlar.</li>
</ul>
<blockquote>Otomotiv sektörü için önemli bir not: Kanun, bileşik ürünün görünümünü eski hâline getirmek amacıyla onarımda kullanılan parçalar bakımından, tasarımın kamuya sunulmasından itibaren üç yıl sonra uygulanan bir istisna öngörmektedir.</blockquote>
<p>Başvuru öncesi benzerlik araştırması, tasarımınızın bu şartları karşılayıp karşılamadığını görmenin en güvenilir yoludur. Kayıtlı tasarımları <a href="https://www.turkpatent.gov.tr">TÜRKPATENT</a> veri tabanında inceleyebilir, detaylı analiz için <a href="/iletisim">uzmanlarımıza danışabilirsiniz</a>.</p>`,
      },
      {
        key: "international-design",
        slug: "lahey-sistemi-ile-uluslararasi-tasarim",
        title: "Lahey Sistemi ile Uluslararası Tasarım Koruması",
        section: "Uluslararası Koruma",
        order: 3,
        keywords: ["Lahey sistemi", "uluslararası tasarım", "WIPO", "AB tasarımı"],
        metaTitle: "Lahey Sistemi ile Uluslararası Tasarım Koruması | Bursa Patent",
        metaDescription:
          "Lahey sistemi ile tek başvuruda birçok ülkede tasarım koruması: başvuru şartları, ülke seçimi, 5 yıllık yenileme dönemleri ve AB tasarımı alternatifi hakkında.",
        body: `<p>Mobilya, tekstil, otomotiv aksesuarları ve ev gereçleri gibi tasarım yoğun sektörlerde ihracat yapan firmalar için ürün görünümünün yurt dışında da korunması, taklit ürünlerle mücadelenin temelidir. Tasarım hakları da ülkesel olduğundan, Türkiye'deki tescil yurt dışında koruma sağlamaz.</p>
<h2>Lahey Sistemi Nedir?</h2>
<p>Endüstriyel tasarımların uluslararası tescili için Lahey Anlaşması, tek bir başvuru ile çok sayıda ülkede koruma elde etmeyi sağlar. Türkiye, anlaşmanın 1999 tarihli Cenevre Metni'ne taraftır. Sistem <a href="https://www.wipo.int/hague/">WIPO</a> tarafından yönetilir ve Avrupa Birliği, Amerika Birleşik Devletleri, Japonya, Çin ve Güney Kore dahil 90'ı aşkın ülkeyi kapsar.</p>
<h2>Başvurunun Temel Özellikleri</h2>
<ul>
<li>Başvuru, çoğunlukla WIPO'nun elektronik başvuru sistemi üzerinden doğrudan yapılır; İngilizce, Fransızca veya İspanyolca dillerinden biri kullanılır.</li>
<li>Aynı Locarno sınıfına ait olmak şartıyla tek başvuruda <strong>100 tasarıma</strong> kadar yer verilebilir.</li>
<li>Ücretler İsviçre frangı olarak tek seferde WIPO'ya ödenir.</li>
<li>Koruma 5 yıllık dönemler halinde yenilenir; toplam süre her ülkenin kendi mevzuatına göre belirlenir.</li>
</ul>
<h2>Süreç Nasıl İlerler?</h2>
<ol>
<li>WIPO başvuruyu şekli yönden inceler ve uluslararası sicile kaydeder.</li>
<li>Uluslararası tescil, talebe göre hemen veya ertelenmiş olarak yayımlanır.</li>
<li>Seçilen ülkelerin ofisleri, kendi mevzuatlarına göre belirlenen süre içinde ret bildiriminde bulunabilir. Ret bildirilmeyen ülkelerde tasarım, ulusal tescille aynı etkiye sahip olur.</li>
</ol>
<h3>Ülkelere Özgü Şartlar</h3>
<p>Amerika Birleşik Devletleri ve Japonya gibi inceleme yapan ofisler, görünüş sayısı, çizim standartları ve tasarımcı beyanı konusunda ek şartlar arayabilir. Bu şartlara başvuru aşamasında uyulması, sonradan gelebilecek ret kararlarını önler.</p>
<blockquote>Yalnızca Avrupa Birliği pazarını hedefleyen firmalar için <a href="https://euipo.europa.eu">EUIPO</a> nezdinde yapılacak AB tasarımı başvurusu da hızlı ve ekonomik bir alternatiftir.</blockquote>
<p>Rüçhan hakkı için Türkiye'deki ilk başvurudan itibaren 6 aylık süre bulunduğunu hatırlatırız. Uluslararası tasarım stratejinizi birlikte planlamak için <a href="/iletisim">bizimle iletişime geçin</a>.</p>`,
      },
    ],
  },
  {
    key: "copyright",
    slug: "telif-hakki",
    title: "Telif Hakkı",
    description:
      "5846 sayılı Fikir ve Sanat Eserleri Kanunu kapsamında eserlerin, yazılımların ve dijital içeriklerin korunması, hak sahipliğinin ispatı ve sözleşmeler.",
    order: 4,
    topics: [
      {
        key: "copyright-protection",
        slug: "fikir-ve-sanat-eserlerinin-korunmasi",
        title: "Fikir ve Sanat Eserlerinin Korunması",
        section: "Temel Bilgiler",
        order: 1,
        keywords: ["telif hakkı", "FSEK", "manevi haklar", "mali haklar", "koruma süresi"],
        metaTitle: "Fikir ve Sanat Eserlerinin Korunması | Bursa Patent",
        metaDescription:
          "5846 sayılı Kanun'a göre eser nedir, eser sahibine hangi manevi ve mali haklar tanınır, koruma ne kadar sürer? Telif hakkının temel esasları bu yazıda.",
        body: `<p>Telif hakkı; yazılardan fotoğraflara, müzikten mimari projelere, yazılımdan reklam metinlerine kadar yaratıcı emeğin ürünü olan eserleri korur. Sınai mülkiyet haklarından farklı olarak koruma, herhangi bir tescile gerek olmadan doğar.</p>
<h2>Eser Nedir?</h2>
<p>5846 sayılı Fikir ve Sanat Eserleri Kanunu (FSEK) uyarınca eser, sahibinin hususiyetini taşıyan ve Kanunda sayılan türlerden birine giren her türlü fikir ve sanat ürünüdür. Kanun eserleri dört grupta toplar:</p>
<ul>
<li><strong>İlim ve edebiyat eserleri:</strong> Yazılı eserler, bilgisayar programları, teknik çizimler ve haritalar,</li>
<li><strong>Musiki eserleri:</strong> Sözlü veya sözsüz her türlü beste,</li>
<li><strong>Güzel sanat eserleri:</strong> Resim, heykel, fotoğraf, grafik, mimari eserler ve estetik değere sahip uygulamalı sanat eserleri,</li>
<li><strong>Sinema eserleri:</strong> Film ve benzeri görsel-işitsel eserler.</li>
</ul>
<p>Başka bir eserden yararlanılarak oluşturulan çeviri ve uyarlama gibi <em>işlenmeler</em> ile seçme ve düzenleme yönünden özgün <em>derlemeler</em> de korunur. Buna karşılık fikirler, yöntemler ve kavramlar tek başına koruma konusu değildir.</p>
<h2>Eser Sahibinin Hakları</h2>
<h3>Manevi Haklar</h3>
<p>Eserin kamuya sunulup sunulmayacağına karar verme, eserde adının belirtilmesini isteme ve eserde izinsiz değişiklik yapılmasını yasaklama hakları eser sahibinin kişiliğine bağlıdır ve devredilemez.</p>
<h3>Mali Haklar</h3>
<p>İşleme, çoğaltma, yayma, temsil ve işaret, ses veya görüntü nakline yarayan araçlarla umuma iletim hakları eser sahibine aittir. Mali hakların devri veya kullanım izni, <strong>yazılı</strong> sözleşmeyle ve devredilen haklar tek tek gösterilerek yapılmalıdır.</p>
<h2>Koruma Süresi</h2>
<p>Koruma, eser sahibinin hayatı boyunca ve ölümünden itibaren <strong>70 yıl</strong> devam eder. İlk hak sahibinin tüzel kişi olduğu hallerde süre, eserin alenileşmesinden itibaren 70 yıldır.</p>
<blockquote>Çalışanların görevleri gereği oluşturdukları eserler üzerindeki mali hakları, aksine bir sözleşme yoksa işveren kullanır. Serbest çalışanlar ve ajanslarla yapılan işlerde ise hakların yazılı olarak devralınması gerekir.</blockquote>
<p>Telif hakkı mevzuatı ve kayıt işlemleri hakkında <a href="https://telifhaklari.ktb.gov.tr">Telif Hakları Genel Müdürlüğü</a> sitesinden bilgi alabilir, eserlerinizin korunmasıyla ilgili sorularınız için <a href="/iletisim">bize ulaşabilirsiniz</a>.</p>`,
      },
      {
        key: "software-copyright",
        slug: "bilgisayar-programlarinin-korunmasi",
        title: "Bilgisayar Programlarının Telif Hakkı Koruması",
        section: "Eser Türleri",
        order: 2,
        keywords: ["yazılım telif hakkı", "kaynak kod", "yazılım sözleşmesi", "açık kaynak lisansı"],
        metaTitle: "Bilgisayar Programlarının Telif Hakkı Koruması | Bursa Patent",
        metaDescription:
          "Yazılımlar 5846 sayılı Kanun ile ilim ve edebiyat eseri olarak korunur. Kaynak kod, geliştirme sözleşmeleri, açık kaynak lisansları ve patent seçeneği hakkında.",
        body: `<p>Yazılım, günümüzde pek çok işletmenin en değerli varlıklarından biridir. Buna rağmen yazılım üzerindeki hakların kime ait olduğu, çoğu zaman ancak bir uyuşmazlık çıktığında sorgulanır.</p>
<h2>Yazılım Nasıl Korunur?</h2>
<p>5846 sayılı Fikir ve Sanat Eserleri Kanunu, her biçimde ifade edilen bilgisayar programlarını ve bunların hazırlık tasarımlarını <strong>ilim ve edebiyat eseri</strong> olarak korur. Kaynak kod ve nesne kod bu korumanın kapsamındadır. Buna karşılık, arayüzler dahil bir programın herhangi bir unsurunun temelindeki fikir ve ilkeler eser sayılmaz; yani aynı işlevi farklı bir kodla gerçekleştiren bir program, kural olarak telif hakkını ihlal etmez.</p>
<h2>Haklar Kime Aittir?</h2>
<ul>
<li><strong>Çalışanlar:</strong> İş sözleşmesi kapsamında görev gereği geliştirilen yazılımlar üzerindeki mali hakları, aksine bir düzenleme yoksa işveren kullanır.</li>
<li><strong>Dış kaynak ve serbest geliştiriciler:</strong> Sipariş üzerine geliştirilen yazılımlarda haklar, yazılı bir devir sözleşmesi olmadıkça geliştiricide kalır. Ücretin ödenmiş olması tek başına hakların devri anlamına gelmez.</li>
<li><strong>Ortak geliştirme:</strong> Birden fazla kişinin katkısıyla oluşan yazılımlarda hak sahipliği ve kullanım koşulları önceden sözleşmeyle belirlenmelidir.</li>
</ul>
<h2>Yazılım Sözleşmelerinde Kritik Hükümler</h2>
<ol>
<li>İşleme, çoğaltma, yayma ve umuma iletim haklarının süre, yer ve kapsam belirtilerek açıkça devri,</li>
<li>Kaynak kodun teslimi ve gerektiğinde yedieminde (escrow) saklanması,</li>
<li>Kullanılan açık kaynak bileşenlerin ve lisans yükümlülüklerinin listelenmesi,</li>
<li>Gizlilik, bakım ve destek yükümlülükleri.</li>
</ol>
<h3>Açık Kaynak Lisansları</h3>
<p>GPL gibi <em>copyleft</em> lisanslar, lisanslı kodla birleştirilen yazılımın da aynı lisansla dağıtılmasını gerektirebilir. Ürününüze dahil edilen bileşenlerin lisanslarının düzenli olarak denetlenmesi, ticari riskleri önler.</p>
<h2>Patent Seçeneği</h2>
<p>Bilgisayar programları <em>tek başına</em> patentle korunamaz. Ancak teknik bir sorunu çözen ve teknik etki yaratan bilgisayarla uygulanan buluşlar, doğru yapılandırılmış istemlerle patent koruması alabilir. Telif hakkı kodu, patent ise teknik çözümü korur; iki koruma birbirini tamamlar.</p>
<blockquote>Kanun, programın hatalarının düzeltilmesi, yedek kopya alınması ve birlikte çalışabilirlik gibi sınırlı amaçlarla bazı kullanımlara izin verir. Bu istisnaların kapsamı dardır ve sözleşmelerde dikkate alınmalıdır.</blockquote>
<p>Yazılım geliştirme ve lisans sözleşmelerinizin incelenmesi için <a href="/iletisim">bizimle iletişime geçebilirsiniz</a>. Uluslararası çerçeve için <a href="https://www.wipo.int/copyright/">WIPO telif hakkı sayfası</a> da faydalı bir kaynaktır.</p>`,
      },
      {
        key: "copyright-registration",
        slug: "eser-kaydi-ve-hak-sahipliginin-ispati",
        title: "Eser Kaydı ve Hak Sahipliğinin İspatı",
        section: "Kayıt ve İspat",
        order: 3,
        keywords: ["eser kaydı", "kayıt tescil", "noter tespiti", "eser sahipliği karinesi"],
        metaTitle: "Eser Kaydı ve Hak Sahipliğinin İspatı | Bursa Patent",
        metaDescription:
          "Telif hakkı tescil gerektirmez, ancak bir uyuşmazlıkta eser sahipliğini ispatlamak gerekir. Eser kaydı, noter tespiti ve diğer ispat araçları hakkında bilgiler.",
        body: `<p>Telif hakkı eserin yaratılmasıyla kendiliğinden doğar. Ancak bir ihlal veya hak sahipliği uyuşmazlığında, eseri kimin ve ne zaman oluşturduğunu ispatlamak çoğu zaman davanın sonucunu belirler.</p>
<h2>Eser Kaydı Zorunlu mu?</h2>
<p>5846 sayılı Fikir ve Sanat Eserleri Kanunu kapsamında korumanın doğması için kayıt veya tescil şartı yoktur. Kültür ve Turizm Bakanlığı bünyesindeki <strong>Telif Hakları Genel Müdürlüğü</strong>, eserlerin kayıt ve tescilini yürütür. Sinema eserleri ve müzik eserlerinin tespit edildiği ses taşıyıcıları gibi bazı alanlarda kayıt, ticari dolaşım bakımından zorunludur; diğer eser türlerinde ise kayıt <strong>isteğe bağlıdır</strong>.</p>
<p>İsteğe bağlı kayıt hakkı doğurmaz, fakat eserin belirli bir tarihte belirli bir kişi adına mevcut olduğunu gösteren güçlü bir delil sunar.</p>
<h2>Eser Sahipliği Karinesi</h2>
<p>Kanuna göre eserin çoğaltılmış nüshalarında veya kamuya sunulduğu ortamda alışılmış şekilde adı eser sahibi olarak gösterilen kişi, aksi ispatlanıncaya kadar eser sahibi kabul edilir. Bu nedenle eserlerde ad ve tarih bilgisinin düzenli olarak kullanılması önemlidir.</p>
<h2>Başlıca İspat Araçları</h2>
<ul>
<li><strong>Telif Hakları Genel Müdürlüğü kaydı:</strong> Özellikle yayımlanmamış eserler ve yazılımlar için tarih ve hak sahipliği delili oluşturur.</li>
<li><strong>Noter tespiti:</strong> Eserin noterde tespit ettirilmesi veya noter aracılığıyla saklanması, içeriğin belirli bir tarihte var olduğunu gösterir.</li>
<li><strong>Elektronik zaman damgası ve KEP:</strong> Dijital dosyaların belirli bir tarihte var olduğunu güvenilir biçimde kanıtlar.</li>
<li><strong>Çalışma kayıtları:</strong> Taslaklar, eskizler, sürüm kontrol geçmişi ve yazışmalar yaratım sürecini belgeler.</li>
<li><strong>Meslek birliklerine üyelik:</strong> Müzik ve sinema gibi alanlarda meslek birlikleri hakların takibinde önemli rol oynar.</li>
</ul>
<h2>Uyuşmazlık Halinde</h2>
<p>Hak sahipliği tartışmalıysa tespit davası açılabilir. İhlal halinde ise tecavüzün durdurulması ve önlenmesi talep edilebilir; hak sahibi, sözleşme yapılmış olsaydı istenebilecek bedelin <strong>üç katına kadar</strong> tazminat talep edebilir. Ayrıca Kanunda ihlaller için cezai yaptırımlar da öngörülmüştür.</p>
<blockquote>İspat hazırlığı, uyuşmazlık çıkmadan önce yapılmalıdır. Sonradan oluşturulan belgelerin delil değeri oldukça sınırlıdır.</blockquote>
<p>Kayıt başvuruları hakkında <a href="https://telifhaklari.ktb.gov.tr">Telif Hakları Genel Müdürlüğü</a> sitesinden bilgi alabilir, eserinizin korunmasına yönelik bir plan için <a href="/iletisim">bizimle iletişime geçebilirsiniz</a>.</p>`,
      },
    ],
  },
  {
    key: "legal-advice",
    slug: "hukuki-danismanlik",
    title: "Hukuki Danışmanlık",
    description:
      "Fikri mülkiyet ihlallerine karşı dava ve tedbir süreçleri, lisans ve devir sözleşmeleri ile çalışan buluşları konusunda işletmelere hukuki destek.",
    order: 5,
    topics: [
      {
        key: "infringement-litigation",
        slug: "fikri-mulkiyet-ihlal-davalari",
        title: "Fikri Mülkiyet İhlal Davaları",
        section: "Uyuşmazlık Çözümü",
        order: 1,
        keywords: ["ihlal davası", "tecavüz", "ihtiyati tedbir", "tazminat", "delil tespiti"],
        metaTitle: "Fikri Mülkiyet İhlal Davaları | Bursa Patent",
        metaDescription:
          "Marka, patent ve tasarım ihlallerine karşı başvurulabilecek hukuki yollar: ihtarname, delil tespiti, ihtiyati tedbir, tecavüz davası ve tazminat hesaplama.",
        body: `<p>Tescilli bir hakkın taklit edilmesi, yalnızca satış kaybına değil, itibar kaybına ve pazarın bozulmasına da yol açar. İhlale karşı hızlı ve doğru planlanmış bir hukuki strateji, kayıpları en aza indirir.</p>
<h2>İhlal Halinde İzlenecek Yol</h2>
<ol>
<li><strong>Tespit ve değerlendirme:</strong> İhlal teşkil ettiği düşünülen ürün veya kullanım belgelenir; hakkın kapsamı ve geçerliliği değerlendirilir.</li>
<li><strong>İhtarname:</strong> Birçok uyuşmazlık, karşı tarafa noter aracılığıyla gönderilen bir ihtarnameyle dava açılmadan çözülebilir.</li>
<li><strong>Delil tespiti:</strong> Delillerin kaybolma riski varsa mahkemeden delil tespiti talep edilir; bilirkişi incelemesi bu aşamada önem kazanır.</li>
<li><strong>İhtiyati tedbir:</strong> İhlalin durdurulması için dava öncesinde veya dava sırasında tedbir kararı istenebilir. Dava öncesinde alınan tedbir kararından sonra esas davanın kanuni süresi içinde açılması gerekir.</li>
<li><strong>Tecavüz davası:</strong> Fikrî ve sınai haklar mahkemelerinde, bulunmayan yerlerde ise bu davalara bakmakla görevlendirilen mahkemelerde açılır.</li>
</ol>
<h2>Talep Edilebilecek Haklar</h2>
<p>6769 sayılı Sınai Mülkiyet Kanunu uyarınca hak sahibi; tecavüzün tespitini, önlenmesini ve durdurulmasını, maddi ve manevi tazminatı, tecavüz konusu ürünlere ve bunların üretiminde kullanılan araçlara el konulmasını, ürünlerin imhasını ve kararın ilanını talep edebilir.</p>
<h3>Tazminatın Hesaplanması</h3>
<p>Yoksun kalınan kazanç, hak sahibinin tercihine göre şu yöntemlerden biriyle hesaplanır:</p>
<ul>
<li>Tecavüz olmasaydı hak sahibinin elde edebileceği muhtemel gelir,</li>
<li>Tecavüz edenin hakka tecavüz ederek elde ettiği net kazanç,</li>
<li>Tecavüz edenin bir lisans sözleşmesiyle ödemesi gereken makul lisans bedeli.</li>
</ul>
<h2>Cezai Yaptırımlar ve Gümrük Tedbirleri</h2>
<p>6769 sayılı Kanun, cezai yaptırımları marka hakkına tecavüz bakımından öngörmektedir; patent ve tasarım ihlalleri ise hukuk yoluyla takip edilir. Telif hakkı ihlalleri için 5846 sayılı Kanunda ayrıca cezai hükümler bulunur. Taklit ürünlerin sınırdan geçişini engellemek için gümrük idaresine başvurarak şüpheli eşyanın gümrük işlemlerinin askıya alınması da sağlanabilir.</p>
<blockquote>Karşı tarafın, davaya hükümsüzlük talebiyle karşılık vermesi sık rastlanan bir savunmadır. Dava açmadan önce hakkınızın geçerliliğini test etmek stratejinin ayrılmaz bir parçasıdır.</blockquote>
<p>Tescilli haklarınızın güncel durumunu <a href="https://www.turkpatent.gov.tr">TÜRKPATENT</a> kayıtlarından kontrol edebilirsiniz. Bir ihlalle karşılaştıysanız vakit kaybetmeden <a href="/iletisim">hukuk ekibimizle görüşün</a>.</p>`,
      },
      {
        key: "licensing-assignment",
        slug: "lisans-ve-devir-sozlesmeleri",
        title: "Lisans ve Devir Sözleşmeleri",
        section: "Sözleşmeler",
        order: 2,
        keywords: ["lisans sözleşmesi", "devir sözleşmesi", "inhisari lisans", "sicil kaydı", "teknoloji transferi"],
        metaTitle: "Lisans ve Devir Sözleşmeleri | Bursa Patent",
        metaDescription:
          "Marka, patent ve tasarımların lisansı ve devri: şekil şartları, noter onayı, inhisari ve inhisari olmayan lisans, sicile kayıt ve sözleşmede kritik hükümler.",
        body: `<p>Fikri mülkiyet hakları, lisans ve devir yoluyla doğrudan gelir kaynağına dönüşebilir. Ancak eksik veya hatalı bir sözleşme, hakkın kontrolünün kaybedilmesine ya da beklenmedik uyuşmazlıklara yol açabilir.</p>
<h2>Devir Sözleşmeleri</h2>
<p>6769 sayılı Sınai Mülkiyet Kanunu uyarınca marka, patent, faydalı model ve tasarım başvuruları ile tescilli haklar devredilebilir, miras yoluyla intikal edebilir, lisans konusu olabilir, rehin verilebilir ve haczedilebilir. Devir sözleşmelerinin geçerliliği <strong>yazılı şekilde yapılmasına ve noter tarafından onaylanmasına</strong> bağlıdır.</p>
<h2>Lisans Türleri</h2>
<ul>
<li><strong>İnhisari olmayan lisans:</strong> Hak sahibi hakkı kendisi kullanmaya ve başkalarına da lisans vermeye devam edebilir. Sözleşmede aksi kararlaştırılmadıkça lisans inhisari olmayan lisans kabul edilir.</li>
<li><strong>İnhisari lisans:</strong> Hak sahibi başkalarına lisans veremez; hakkını açıkça saklı tutmadıkça kendisi de kullanamaz. Aksi kararlaştırılmadıkça inhisari lisans alan, ihlal halinde kendi adına dava açabilir.</li>
<li><strong>Alt lisans:</strong> Sözleşmede aksi öngörülmedikçe lisans alan, haklarını üçüncü kişilere devredemez veya alt lisans veremez.</li>
</ul>
<p>Lisans sözleşmeleri de yazılı şekilde yapılmalıdır.</p>
<h2>Sicile Kayıt</h2>
<p>Devir ve lisans işlemleri, taraflardan birinin talebi ve ücretin ödenmesiyle TÜRKPATENT siciline kaydedilir ve bültende yayımlanır. Sicile kaydedilmeyen işlemlerden doğan haklar <strong>iyi niyetli üçüncü kişilere karşı ileri sürülemez</strong>. Bu nedenle imzadan sonra kayıt başvurusunun gecikmeden yapılması gerekir.</p>
<h2>Sözleşmede Mutlaka Yer Alması Gereken Hükümler</h2>
<ol>
<li>Lisansın konusu, bölgesi, süresi ve kapsamı,</li>
<li>Lisans bedeli: peşin ödeme, satışa bağlı oran (royalty) veya asgari ödeme taahhüdü,</li>
<li>Markalarda kalite standartları ve denetim hakkı,</li>
<li>Geliştirmeler üzerindeki hakların kime ait olacağı,</li>
<li>Gizlilik, fesih halleri ve fesih sonrası stokların durumu,</li>
<li>Uygulanacak hukuk ve uyuşmazlık çözüm yöntemi.</li>
</ol>
<h3>Satın Alma Öncesi İnceleme</h3>
<p>Bir hakkı devralmadan önce sicil kayıtları, yenileme ve yıllık ücret durumu, üzerinde rehin veya lisans bulunup bulunmadığı ve devam eden uyuşmazlıklar incelenmelidir.</p>
<blockquote>Rekabeti kısıtlayıcı nitelikteki münhasırlık ve bölge hükümleri rekabet hukuku bakımından da değerlendirilmelidir.</blockquote>
<p>Sicil işlemleri hakkında bilgi için <a href="https://www.turkpatent.gov.tr">TÜRKPATENT</a> sitesini inceleyebilir, sözleşme hazırlığı ve müzakere desteği için <a href="/iletisim">bize ulaşabilirsiniz</a>.</p>`,
      },
      {
        key: "employee-inventions",
        slug: "calisan-buluslari",
        title: "Çalışan Buluşları",
        section: "Kurumsal Uyum",
        order: 3,
        keywords: ["çalışan buluşu", "hizmet buluşu", "serbest buluş", "buluş bildirimi", "makul bedel"],
        metaTitle: "Çalışan Buluşları | Bursa Patent",
        metaDescription:
          "Çalışanların yaptığı buluşlar kime aittir? Hizmet ve serbest buluş ayrımı, bildirim yükümlülüğü, işverenin 4 aylık talep süresi ve çalışana ödenecek bedel.",
        body: `<p>Ar-Ge faaliyeti yürüten her işletme, çalışanlarının geliştirdiği buluşlar üzerindeki hakların nasıl belirleneceğini bilmelidir. Kurallara uyulmaması, değerli bir buluşun işletmenin elinden çıkmasına veya çalışanla uyuşmazlığa yol açabilir.</p>
<h2>Hizmet Buluşu ve Serbest Buluş</h2>
<p>6769 sayılı Sınai Mülkiyet Kanunu, çalışanların iş ilişkisi süresince yaptığı buluşları ikiye ayırır:</p>
<ul>
<li><strong>Hizmet buluşu:</strong> Çalışanın işletmedeki görevi gereği yaptığı veya büyük ölçüde işletmenin deneyim ve çalışmalarına dayanan buluşlardır.</li>
<li><strong>Serbest buluş:</strong> Hizmet buluşu niteliği taşımayan diğer buluşlardır.</li>
</ul>
<h2>Bildirim ve Talep Süreci</h2>
<ol>
<li>Çalışan, hizmet buluşunu işverene gecikmeksizin <strong>yazılı olarak</strong> bildirmekle yükümlüdür.</li>
<li>İşveren, bildirimin kendisine ulaştığı tarihten itibaren <strong>4 ay</strong> içinde buluş üzerinde tam veya kısmi hak talebinde bulunabilir.</li>
<li>İşveren bu süre içinde talepte bulunmazsa ya da talep etmediğini bildirirse buluş serbest buluş niteliği kazanır.</li>
<li>İşveren tam hak talebinde bulunduğunda buluş üzerindeki haklar işverene geçer ve işveren buluş için başvuru yapar.</li>
</ol>
<h2>Çalışana Ödenecek Bedel</h2>
<p>Hizmet buluşu üzerinde hak talep eden işveren, çalışana <strong>makul bir bedel</strong> ödemekle yükümlüdür. Bedelin belirlenmesinde buluşun ekonomik değeri, çalışanın işletmedeki görevi ve işletmenin buluşa katkısı dikkate alınır. Kanundaki bu düzenlemeler, çalışan aleyhine olacak şekilde sözleşmeyle önceden değiştirilemez.</p>
<h3>Yükseköğretim Kurumları</h3>
<p>Üniversitelerde yapılan buluşlar üzerindeki haklar kural olarak yükseköğretim kurumuna aittir. Buluşun ticarileştirilmesinden elde edilen gelirin en az üçte biri buluşu yapan akademisyene ödenir.</p>
<h2>İşletmeler İçin Öneriler</h2>
<ul>
<li>Yazılı bir buluş politikası ve standart buluş bildirim formu oluşturun.</li>
<li>İş sözleşmelerine gizlilik ve buluş bildirimi hükümleri ekleyin.</li>
<li>4 aylık talep süresini takip edecek bir iç süreç tanımlayın.</li>
<li>Şeffaf bir ödüllendirme sistemiyle çalışanları bildirim yapmaya teşvik edin.</li>
</ul>
<blockquote>Buluşun zamanında bildirilmemesi veya yazılı kayıt bulunmaması, ileride patent üzerindeki hak sahipliğinin tartışılmasına neden olabilir.</blockquote>
<p>Mevzuatın güncel metnine <a href="https://www.turkpatent.gov.tr">TÜRKPATENT</a> sitesinden ulaşabilirsiniz. Şirketinize özel buluş politikası hazırlamak için <a href="/iletisim">bizimle iletişime geçin</a>.</p>`,
      },
    ],
  },
];

/* -------------------------------------------------------------------------- */
/* English categories                                                          */
/* -------------------------------------------------------------------------- */

const enCategories: SeedCategory[] = [
  {
    key: "patent",
    slug: "patents",
    title: "Patents and Utility Models",
    description:
      "Protecting your inventions with patents and utility models under Industrial Property Law No. 6769, in Türkiye and abroad through the PCT and the European patent system.",
    order: 1,
    topics: [
      {
        key: "patent-application-process",
        slug: "patent-application-process",
        title: "Patent Application Process",
        section: "Application Process",
        order: 1,
        keywords: ["patent application", "search report", "examination report", "TÜRKPATENT", "inventive step"],
        metaTitle: "Patent Application Process | Bursa Patent",
        metaDescription:
          "How to obtain a patent in Türkiye: patentability requirements, search and examination stages, statutory deadlines and the 20-year term of patent protection.",
        body: `<p>A patent is one of the strongest industrial property rights available: it allows its owner to prevent others from making, selling, using or importing the invention without permission. A successful application starts with a well-planned process.</p>
<h2>Which Inventions Can Be Patented?</h2>
<p>Under Industrial Property Law No. 6769, a patent is granted for an invention in any field of technology provided that it is <strong>new</strong>, involves an <strong>inventive step</strong> and is <strong>industrially applicable</strong>. A patent lasts <strong>20 years</strong> from the filing date. The term cannot be extended, and protection is maintained by paying annual renewal fees on time.</p>
<p>Discoveries, scientific theories, mathematical methods, business plans, aesthetic creations and computer programs are not regarded as inventions <em>as such</em>. Software-supported inventions that solve a technical problem by technical means can nevertheless be protected with carefully drafted claims.</p>
<h2>From Filing to Grant</h2>
<ol>
<li><strong>Prior art search:</strong> A search of patent databases shows whether the invention is likely to be new and how broadly the claims can be drafted.</li>
<li><strong>Drafting:</strong> The description, claims, abstract and any drawings are prepared. Because the claims define the scope of protection, this is the most critical step.</li>
<li><strong>Filing and formal examination:</strong> The application is filed electronically with TÜRKPATENT, and any formal deficiencies are corrected within the period set by the Office.</li>
<li><strong>Search request:</strong> A search must be requested within 12 months of the filing date; otherwise the application is deemed withdrawn.</li>
<li><strong>Publication:</strong> As a rule, the application is published in the Official Patent Bulletin once 18 months have passed from the filing or priority date.</li>
<li><strong>Examination request:</strong> Substantive examination must be requested within 3 months of notification of the search report. Objections raised in examination reports are answered with arguments and claim amendments.</li>
<li><strong>Grant:</strong> After a positive examination the patent is granted and published. Third parties may file an opposition within 6 months of that publication.</li>
</ol>
<h2>Why Confidentiality Matters</h2>
<p>Showing the invention at a trade fair, offering it for sale or publishing it before filing may destroy its novelty. Although the law provides a <strong>12-month grace period</strong> for disclosures made by the inventor, this exception is not applied in the same way in every country. We therefore recommend keeping the invention confidential until filing and signing non-disclosure agreements with business partners.</p>
<blockquote>A well-drafted set of claims makes it much harder for competitors to design around a patent with minor changes. The commercial value of a patent depends largely on the quality of its claims.</blockquote>
<p>Current fees and legislation are available on the <a href="https://www.turkpatent.gov.tr">TÜRKPATENT</a> website. To assess the patentability of your invention, <a href="/en/iletisim">get in touch with us</a>.</p>`,
      },
      {
        key: "utility-model",
        slug: "utility-model-protection",
        title: "Utility Model Protection",
        section: "Types of Protection",
        order: 2,
        keywords: ["utility model", "minor invention", "10-year protection", "industrial applicability"],
        metaTitle: "Utility Model Protection | Bursa Patent",
        metaDescription:
          "What is a utility model and how does it differ from a patent? A practical guide to the 10-year term, the application process and when a utility model fits best.",
        body: `<p>Utility models offer a faster and more economical route to protection, particularly for technically simpler improvements with a short time to market. They are widely used in the automotive supply and machinery sectors around Bursa.</p>
<h2>What Is a Utility Model?</h2>
<p>Utility models are governed, together with patents, by Industrial Property Law No. 6769. A utility model is granted for inventions that are <strong>new</strong> and <strong>industrially applicable</strong>; unlike a patent, no inventive step is required. Protection lasts <strong>10 years</strong> from the filing date and cannot be extended.</p>
<h2>Key Differences from Patents</h2>
<ul>
<li><strong>Term:</strong> 20 years for a patent, 10 years for a utility model.</li>
<li><strong>Examination:</strong> Utility model applications are not substantively examined. A search report is issued, the applicant and third parties may submit observations, and the Office decides on that basis. The procedure is usually shorter and less expensive.</li>
<li><strong>Excluded subject matter:</strong> Processes and products obtained directly by processes, chemical and biological substances, pharmaceutical inventions and biotechnological inventions cannot be protected as utility models.</li>
<li><strong>Conversion:</strong> Within the periods set by law, a patent application can be converted into a utility model application.</li>
</ul>
<h2>When Is a Utility Model the Right Choice?</h2>
<p>Products with a short commercial life and structural improvements to machine parts, fasteners, moulds, household appliances and automotive components are typical candidates. For technologies that clearly involve an inventive step and will remain valuable for many years, a patent provides stronger and longer protection.</p>
<h3>Points to Keep in Mind</h3>
<ul>
<li>Utility models are also subject to the novelty requirement; sales and promotion before filing can destroy it.</li>
<li>The scope of protection is again defined by the claims, which must be drafted with care.</li>
<li>Annual fees must be paid throughout the term of protection.</li>
</ul>
<blockquote>Because utility models are granted without substantive examination, they are more likely to face invalidity counterclaims in infringement proceedings. A thorough novelty search before filing greatly reduces this risk.</blockquote>
<p>Legislation and fees for utility models are published on the <a href="https://www.turkpatent.gov.tr">TÜRKPATENT</a> website. To find out which form of protection suits your development, <a href="/en/iletisim">consult our specialists</a>.</p>`,
      },
      {
        key: "international-patent",
        slug: "international-patent-filing",
        title: "International Patent Filing: PCT and European Patents",
        section: "International Protection",
        order: 3,
        keywords: ["PCT application", "European patent", "priority right", "EPO", "WIPO"],
        metaTitle: "International Patent Filing: PCT and European Patents | Bursa Patent",
        metaDescription:
          "Protecting inventions abroad: Paris Convention priority, PCT international applications, European patents and the deadline for validation in Türkiye.",
        body: `<p>Patent rights are territorial: a patent granted in Türkiye protects the invention only in Türkiye. Companies that export, or plan to manufacture or license abroad, need to file in their target markets in good time.</p>
<h2>The Paris Convention and Priority</h2>
<p>Within <strong>12 months</strong> of the first filing in Türkiye, priority can be claimed for applications filed in countries party to the Paris Convention or members of the World Trade Organization. Those later applications are then treated, for novelty purposes, as if they had been filed on the date of the first application. This 12-month window is the key period for deciding on a foreign filing strategy.</p>
<h2>International Applications under the PCT</h2>
<p>The Patent Cooperation Treaty (PCT) allows a single international application to preserve the right to seek protection in more than 150 contracting states.</p>
<ul>
<li>The international application can be filed through TÜRKPATENT or directly with <a href="https://www.wipo.int/pct/">WIPO</a>.</li>
<li>The international search report and written opinion give an early assessment of patentability. TÜRKPATENT also acts as an International Searching and Preliminary Examining Authority.</li>
<li>National or regional phase entry generally takes place within <strong>30 months</strong> of the priority date, and some offices allow longer. This buys valuable time for market research and investment decisions.</li>
</ul>
<p>The PCT does not grant an <em>international patent</em>; each country or regional office decides on grant under its own law.</p>
<h2>European Patents</h2>
<p>Türkiye is a contracting state of the European Patent Convention. A European patent granted after a single application and a single examination at the <a href="https://www.epo.org">European Patent Office (EPO)</a> can be validated in the member states of your choice. To validate in Türkiye, a Turkish translation must be filed with TÜRKPATENT and the fee paid within <strong>3 months</strong> of publication of the mention of grant in the European Patent Bulletin.</p>
<h3>A Note on the Unitary Patent</h3>
<p>As Türkiye is not a member of the European Union, the Unitary Patent system does not cover Türkiye. To protect a European patent in Türkiye, national validation must be completed separately.</p>
<blockquote>The right route depends on your target markets, your budget and the commercial life of the product. For many companies, a Turkish filing followed by a PCT application within 12 months is a well-balanced strategy.</blockquote>
<p>To plan your foreign patent strategy, <a href="/en/iletisim">talk to our team</a>.</p>`,
      },
    ],
  },
  {
    key: "trademark",
    slug: "trademarks",
    title: "Trademarks",
    description:
      "End-to-end support for registering your trademark in Türkiye and abroad, oppositions, renewals and international protection under the Madrid Protocol.",
    order: 2,
    topics: [
      {
        key: "trademark-registration",
        slug: "trademark-registration-process",
        title: "Trademark Registration Process",
        section: "Application Process",
        order: 1,
        keywords: ["trademark registration", "trademark search", "Nice classification", "Official Trademark Bulletin"],
        metaTitle: "Trademark Registration Process | Bursa Patent",
        metaDescription:
          "Trademark registration step by step: clearance search, Nice classes, TÜRKPATENT examination, publication, the opposition period and 10 years of protection.",
        body: `<p>A trademark is one of the most valuable assets a business owns: it is how customers recognise you. Protecting an unregistered mark is difficult and uncertain, so registration is the best way to secure the investment you make in your brand.</p>
<h2>What Can Be Registered as a Trademark?</h2>
<p>Under Industrial Property Law No. 6769, a trademark may consist of any sign, including words and personal names, figures, colours, letters, numbers, sounds and the shape of goods or their packaging, provided that it distinguishes the goods or services of one undertaking from those of others and can be shown on the register in a clear and precise manner.</p>
<h2>The Registration Process Step by Step</h2>
<ol>
<li><strong>Clearance search:</strong> TÜRKPATENT records and actual use in the market are checked for similar marks, so that refusal and opposition risks can be assessed in advance.</li>
<li><strong>Classification:</strong> Goods and services are specified according to the 45 classes of the international Nice Classification. The list should cover both current and planned activities.</li>
<li><strong>Filing:</strong> The application is filed electronically; the filing date gives priority over later applications.</li>
<li><strong>Office examination:</strong> The application is examined for formalities and absolute grounds for refusal, such as lack of distinctiveness, descriptiveness or a misleading character.</li>
<li><strong>Publication and opposition:</strong> Accepted applications are published in the Official Trademark Bulletin, and third parties may file an opposition within <strong>2 months</strong> of publication.</li>
<li><strong>Registration:</strong> If no opposition is filed, or oppositions are rejected, the registration fee is paid and the certificate is issued.</li>
</ol>
<p>Applications that meet no opposition are usually registered within 6 to 8 months.</p>
<h2>Term and Scope of Protection</h2>
<p>A trademark is protected for <strong>10 years</strong> from the filing date and can be renewed indefinitely for further 10-year periods. Registration protects the mark for the goods and services covered; additional filings may be needed for other fields.</p>
<ul>
<li>Registering the word mark and the logo separately gives flexibility across different forms of use.</li>
<li>A registered mark must be put to genuine use within 5 years.</li>
<li>Trademark, trade name and domain name should be planned together.</li>
</ul>
<p>You can search existing marks in the <a href="https://www.turkpatent.gov.tr">TÜRKPATENT</a> database. For an assessment of your mark's registrability, <a href="/en/iletisim">contact us</a>.</p>`,
      },
      {
        key: "trademark-opposition",
        slug: "trademark-oppositions",
        title: "Trademark Oppositions",
        section: "Oppositions and Disputes",
        order: 2,
        keywords: ["trademark opposition", "likelihood of confusion", "bad faith", "proof of use", "appeal"],
        metaTitle: "Trademark Oppositions | Bursa Patent",
        metaDescription:
          "Opposing applications published in the Official Trademark Bulletin within 2 months: grounds for opposition, proof of use requests, appeals and court actions.",
        body: `<p>Applications by competitors for marks similar to yours can dilute the distinctiveness and commercial value of your brand. An opposition is the fastest and most economical way to protect your rights before a conflicting mark is registered.</p>
<h2>The Opposition Period</h2>
<p>Applications published by TÜRKPATENT in the Official Trademark Bulletin can be opposed within <strong>2 months</strong> of publication. This deadline is strict and cannot be extended. Monitoring the bulletin regularly, or using a professional watch service, is the only reliable way not to miss it.</p>
<h2>Main Grounds for Opposition</h2>
<ul>
<li>A <strong>likelihood of confusion</strong> with an earlier identical or similar trademark,</li>
<li>An application filed by a commercial agent or representative without the owner's consent,</li>
<li>Earlier unregistered marks or signs used in the course of trade,</li>
<li><strong>Well-known marks</strong> within the meaning of the Paris Convention, and unfair advantage taken of marks with a reputation,</li>
<li>Trade names, rights to a name, copyright or other intellectual property rights,</li>
<li>Applications filed in <strong>bad faith</strong>.</li>
</ul>
<h2>Requests for Proof of Use</h2>
<p>If the earlier mark relied on has been registered for at least five years at the filing or priority date of the opposed application, the applicant may ask the opponent to prove genuine use of that mark in Türkiye during the previous five years. If use is not proven, the opposition cannot succeed on the basis of that mark. Keeping invoices, catalogues and advertising material organised is therefore essential.</p>
<h2>Decision and Appeals</h2>
<ol>
<li>The Office decides on the opposition after considering the applicant's counter-arguments.</li>
<li>The decision can be appealed to the Re-examination and Evaluation Department (YİDD) within <strong>2 months</strong> of notification.</li>
<li>The YİDD decision can be challenged before the Ankara Intellectual and Industrial Property Rights Civil Court within 2 months of notification.</li>
</ol>
<blockquote>Bringing an invalidation action against a registered mark takes far longer and costs far more than opposing the application at the publication stage.</blockquote>
<p>Bulletins and legislation are published on the <a href="https://www.turkpatent.gov.tr">TÜRKPATENT</a> website. To oppose an application or respond to an opposition against yours, <a href="/en/iletisim">contact our team</a>.</p>`,
      },
      {
        key: "trademark-renewal",
        slug: "trademark-renewal-and-use",
        title: "Trademark Renewal and the Use Requirement",
        section: "After Registration",
        order: 3,
        keywords: ["trademark renewal", "non-use", "revocation", "grace period"],
        metaTitle: "Trademark Renewal and the Use Requirement | Bursa Patent",
        metaDescription:
          "Trademarks are renewed every 10 years. Renewal deadlines, the grace period, the 5-year use requirement and non-use revocation before TÜRKPATENT explained.",
        body: `<p>Registration is only the beginning. To keep a trademark alive, renewal deadlines must be tracked and the mark must actually be used.</p>
<h2>Renewal Deadlines</h2>
<p>Trademark protection lasts <strong>10 years</strong> from the filing date and can be renewed for further 10-year periods. The renewal request should be filed, and the renewal fee paid, within the <strong>6 months</strong> before protection expires.</p>
<ul>
<li>If that period is missed, the mark can still be renewed with an additional fee within a <strong>6-month grace period</strong> after expiry.</li>
<li>If the grace period also passes, the mark is removed from the register with effect from the expiry date.</li>
<li>Renewal may also be limited to some of the registered goods and services.</li>
</ul>
<h2>The Use Requirement</h2>
<p>If, without a justified reason, a trademark has not been put to genuine use in Türkiye for the registered goods or services within 5 years of registration, or if use has been suspended for an uninterrupted period of 5 years, the mark may be <strong>revoked</strong> at the request of an interested party.</p>
<h3>What Counts as Use</h3>
<ul>
<li>Use in a form that differs in elements which do not alter the distinctive character of the mark,</li>
<li>Affixing the mark to goods or packaging solely for export,</li>
<li>Use by a third party with the owner's consent, for example a licensee.</li>
</ul>
<h2>Revocation Now Handled by TÜRKPATENT</h2>
<p>Under Law No. 6769, since <strong>10 January 2024</strong> revocation requests for non-use are decided by TÜRKPATENT rather than by the courts. As this administrative route can be quicker, unused marks have become easier targets than before.</p>
<blockquote>Dated invoices, catalogues and brochures, advertising records and archived web pages are the strongest evidence of use. We recommend keeping them organised year by year.</blockquote>
<p>Renewal fees and forms are available on the <a href="https://www.turkpatent.gov.tr">TÜRKPATENT</a> website. To leave the deadline management of your trademark portfolio to us, visit our <a href="/en/iletisim">contact page</a>.</p>`,
      },
      {
        key: "international-trademark",
        slug: "international-registration-madrid-protocol",
        title: "International Trademark Registration under the Madrid Protocol",
        section: "International Protection",
        order: 4,
        keywords: ["Madrid Protocol", "international trademark", "WIPO", "EU trade mark", "central attack"],
        metaTitle: "International Trademark Registration under the Madrid Protocol | Bursa Patent",
        metaDescription:
          "Protect your trademark in many countries with one Madrid Protocol application: basic mark, designations, dependency period and the EU trade mark option.",
        body: `<p>For exporters, protecting the brand in target markets prevents counterfeiting and avoids ownership disputes with distributors. The Madrid System offers a practical and cost-effective way to do so.</p>
<h2>How Does the Madrid System Work?</h2>
<p>Türkiye is a party to the Madrid Protocol. Using a Turkish application or registration as the <em>basic mark</em>, an international application is filed through TÜRKPATENT and forwarded to the World Intellectual Property Organization (<a href="https://www.wipo.int/madrid/">WIPO</a>). With one application, one language and one set of fees, you can designate any of the contracting parties in a system covering more than 130 countries.</p>
<h2>Advantages of the System</h2>
<ul>
<li>No local attorney is needed in each country unless a refusal is issued.</li>
<li>Renewals and changes of owner or address are recorded centrally through WIPO.</li>
<li>Further countries can be added after registration.</li>
<li>As the European Union is a contracting party, a single designation can cover the entire EU.</li>
</ul>
<h2>Risks to Be Aware Of</h2>
<h3>The Dependency Period</h3>
<p>For <strong>5 years</strong> from the date of international registration, the registration depends on the basic mark. If the basic application is refused or the basic registration is invalidated during that period, the international registration is cancelled to the same extent, a situation known as <em>central attack</em>. In that case, protection in the designated countries can be maintained by transforming it into national applications within a set period.</p>
<h3>Examination in Each Country</h3>
<p>Each designated country examines the application under its own law and, as a rule, may issue a refusal within 12 or 18 months. A mark accepted in Türkiye may still be refused elsewhere.</p>
<blockquote>Running clearance searches in the target countries and adapting the list of goods and services to international practice before filing significantly reduces the risk of refusal.</blockquote>
<p>For the European Union, filing an EU trade mark directly with the <a href="https://euipo.europa.eu">EUIPO</a> is another option. To decide which route suits your business, <a href="/en/iletisim">talk to us</a>.</p>`,
      },
    ],
  },
  {
    key: "design",
    slug: "industrial-designs",
    title: "Industrial Designs",
    description:
      "Design registration that protects the appearance of your products against imitation, assessment of novelty and individual character, and international protection through the Hague System.",
    order: 3,
    topics: [
      {
        key: "design-registration",
        slug: "design-registration-process",
        title: "Design Registration Process",
        section: "Application Process",
        order: 1,
        keywords: ["design registration", "industrial design", "multiple application", "Locarno Classification"],
        metaTitle: "Design Registration Process | Bursa Patent",
        metaDescription:
          "How to register an industrial design in Türkiye: preparing views, TÜRKPATENT examination, the 3-month opposition period and protection for up to 25 years.",
        body: `<p>The appearance of a product is often what drives the decision to buy it. Design registration is the most effective way to stop competitors from copying that appearance.</p>
<h2>What Is a Design and How Long Is It Protected?</h2>
<p>Under Industrial Property Law No. 6769, a design is the appearance of the whole or a part of a product resulting from features such as its lines, colours, shape, form, materials or surface texture. A registered design is protected for <strong>5 years</strong> from the filing date, renewable in 5-year periods up to a maximum of <strong>25 years</strong>.</p>
<h2>The Application Process</h2>
<ol>
<li><strong>Preparing the views:</strong> Photographs or drawings showing the design clearly from all relevant angles are prepared. Because the views define the scope of protection, their quality is decisive.</li>
<li><strong>Filing:</strong> Products are indicated according to the Locarno Classification. Several designs in the same class can be combined in a single <em>multiple application</em>.</li>
<li><strong>Office examination:</strong> TÜRKPATENT examines formalities, compliance with the definition of a design and novelty.</li>
<li><strong>Publication and opposition:</strong> Accepted designs are published in the Designs Bulletin, and third parties may oppose within <strong>3 months</strong> of publication.</li>
<li><strong>Registration:</strong> If there is no opposition, or oppositions are rejected, the design is registered and a certificate is issued.</li>
</ol>
<h3>Deferred Publication</h3>
<p>Applicants who have not yet launched their product may request deferment of publication for up to 30 months from the filing or priority date, keeping the design away from competitors until launch.</p>
<h2>Unregistered Designs</h2>
<p>Unregistered designs first made available to the public in Türkiye are protected for <strong>3 years</strong> from that date. This protection applies only against direct copying and can be difficult to prove, so registration is recommended for strong, long-term protection.</p>
<ul>
<li>Registration also protects against similar designs created independently.</li>
<li>A registration certificate makes ownership easy to prove in customs actions and infringement proceedings.</li>
<li>For textile and furniture companies working with collections, multiple applications offer significant cost savings.</li>
</ul>
<p>The design register and fees are available on the <a href="https://www.turkpatent.gov.tr">TÜRKPATENT</a> website. To plan the registration of your collection, <a href="/en/iletisim">contact us</a>.</p>`,
      },
      {
        key: "design-protection-criteria",
        slug: "novelty-and-individual-character",
        title: "Novelty and Individual Character of Designs",
        section: "Requirements for Protection",
        order: 2,
        keywords: ["novelty", "individual character", "informed user", "grace period"],
        metaTitle: "Novelty and Individual Character of Designs | Bursa Patent",
        metaDescription:
          "A design must be new and have individual character to be protected. The informed user test, the 12-month grace period and what falls outside design protection.",
        body: `<p>The value of a design registration depends on whether the design genuinely meets the requirements for protection. A registration that does not meet them can be lost through an opposition or an invalidity action.</p>
<h2>The Novelty Requirement</h2>
<p>A design is <strong>new</strong> if no identical design has been made available to the public anywhere in the world before the filing or priority date. Designs whose features differ only in immaterial details are deemed identical. Making available to the public covers any kind of disclosure, including exhibitions, sales, catalogues, websites and social media.</p>
<h2>The Individual Character Requirement</h2>
<p>A design has individual character if the overall impression it produces on the <strong>informed user</strong> differs from the overall impression produced by any design previously made available to the public. The designer's degree of freedom is taken into account: where options are limited, small differences may suffice, while in fields with broad freedom more marked differences are required.</p>
<h3>Who Is the Informed User?</h3>
<p>The informed user is familiar with the product sector, knows the existing designs and compares products attentively, but does not have the knowledge of a designer or technical expert.</p>
<h2>The Grace Period</h2>
<p>A disclosure by the designer or their successor in title within the <strong>12 months</strong> before the filing or priority date is disregarded when assessing novelty and individual character. This gives flexibility to businesses that want to test a product on the market first, although different rules may apply abroad.</p>
<h2>What Is Not Protected</h2>
<ul>
<li>Features of appearance dictated solely by technical function,</li>
<li>Interconnection features that must be reproduced exactly so that the product can be mechanically connected to another product,</li>
<li>Component parts of complex products that are not visible during normal use,</li>
<li>Designs contrary to public order or accepted principles of morality.</li>
</ul>
<blockquote>An important note for the automotive sector: the law provides an exception for component parts used to repair a complex product so as to restore its original appearance, which applies three years after the design was first made available to the public.</blockquote>
<p>A similarity search before filing is the most reliable way to check whether your design meets these requirements. You can browse registered designs in the <a href="https://www.turkpatent.gov.tr">TÜRKPATENT</a> database, or <a href="/en/iletisim">ask our specialists</a> for a detailed analysis.</p>`,
      },
      {
        key: "international-design",
        slug: "international-design-protection-hague-system",
        title: "International Design Protection under the Hague System",
        section: "International Protection",
        order: 3,
        keywords: ["Hague System", "international design", "WIPO", "EU design"],
        metaTitle: "International Design Protection under the Hague System | Bursa Patent",
        metaDescription:
          "Protect designs in many countries with one Hague System application: filing requirements, designations, 5-year renewal periods and the EU design option.",
        body: `<p>For exporters in design-driven sectors such as furniture, textiles, automotive accessories and household goods, protecting product appearance abroad is the foundation of any anti-counterfeiting strategy.</p>
<h2>What Is the Hague System?</h2>
<p>The Hague Agreement on the international registration of industrial designs makes it possible to obtain protection in many countries with a single application. Türkiye is a party to the 1999 Geneva Act of the Agreement. The system is administered by <a href="https://www.wipo.int/hague/">WIPO</a> and covers more than 90 countries, including the European Union, the United States, Japan, China and the Republic of Korea.</p>
<h2>Key Features of an Application</h2>
<ul>
<li>Applications are usually filed directly through WIPO's electronic filing system, in English, French or Spanish.</li>
<li>A single application may include up to <strong>100 designs</strong>, provided they belong to the same Locarno class.</li>
<li>Fees are paid to WIPO in Swiss francs in a single payment.</li>
<li>Protection is renewed in 5-year periods; the maximum term depends on the law of each country.</li>
</ul>
<h2>How the Procedure Works</h2>
<ol>
<li>WIPO examines the application for formalities and records it in the International Register.</li>
<li>The international registration is published, either promptly or with deferment if requested.</li>
<li>The offices of the designated countries may issue a refusal within the period set under the system. Where no refusal is issued, the design has the same effect as a national registration.</li>
</ol>
<h3>Country-Specific Requirements</h3>
<p>Examining offices such as those of the United States and Japan may impose additional requirements on the number of views, drawing standards and designer declarations. Meeting these at the filing stage prevents later refusals.</p>
<blockquote>For companies targeting only the European Union, an EU design filed directly with the <a href="https://euipo.europa.eu">EUIPO</a> is a fast and economical alternative.</blockquote>
<p>Remember that the Paris Convention priority period for designs is 6 months from the first filing in Türkiye. To plan your international design strategy, <a href="/en/iletisim">get in touch with us</a>.</p>`,
      },
    ],
  },
  {
    key: "copyright",
    slug: "copyright",
    title: "Copyright",
    description:
      "Protection of works, software and digital content under Law No. 5846 on Intellectual and Artistic Works, proof of authorship and copyright agreements.",
    order: 4,
    topics: [
      {
        key: "copyright-protection",
        slug: "protection-of-intellectual-and-artistic-works",
        title: "Protection of Intellectual and Artistic Works",
        section: "Basics",
        order: 1,
        keywords: ["copyright", "Law No. 5846", "moral rights", "economic rights", "term of protection"],
        metaTitle: "Protection of Intellectual and Artistic Works | Bursa Patent",
        metaDescription:
          "What counts as a work under Law No. 5846, which moral and economic rights does the author have, and how long does protection last? The essentials of copyright.",
        body: `<p>Copyright protects works that result from creative effort, from texts and photographs to music, architectural plans, software and advertising copy. Unlike industrial property rights, protection arises without any registration.</p>
<h2>What Is a Work?</h2>
<p>Under Law No. 5846 on Intellectual and Artistic Works, a work is any intellectual or artistic product that bears the characteristics of its author and falls within one of the categories listed in the Law. The Law groups works into four categories:</p>
<ul>
<li><strong>Scientific and literary works:</strong> written works, computer programs, technical drawings and maps,</li>
<li><strong>Musical works:</strong> compositions with or without lyrics,</li>
<li><strong>Works of fine art:</strong> paintings, sculptures, photographs, graphic works, architectural works and works of applied art with aesthetic value,</li>
<li><strong>Cinematographic works:</strong> films and similar audiovisual works.</li>
</ul>
<p><em>Adaptations</em>, such as translations, and <em>collections</em> that are original in their selection and arrangement are also protected. Ideas, methods and concepts as such, however, are not.</p>
<h2>The Rights of the Author</h2>
<h3>Moral Rights</h3>
<p>The rights to decide whether the work is made public, to be named as the author and to prohibit unauthorised changes to the work are tied to the author's personality and cannot be transferred.</p>
<h3>Economic Rights</h3>
<p>The rights of adaptation, reproduction, distribution, performance and communication to the public by means of devices transmitting signs, sounds or images belong to the author. Transfers of economic rights and licences must be made <strong>in writing</strong>, with the rights concerned specified individually.</p>
<h2>Term of Protection</h2>
<p>Protection lasts for the life of the author and <strong>70 years</strong> after their death. Where the first owner of the rights is a legal entity, the term is 70 years from the date the work was made public.</p>
<blockquote>Unless otherwise agreed, the economic rights in works created by employees in the course of their duties are exercised by the employer. When working with freelancers and agencies, rights must be acquired in writing.</blockquote>
<p>Information on copyright legislation and registration is available from the <a href="https://telifhaklari.ktb.gov.tr">Directorate General of Copyright</a>. For questions about protecting your works, <a href="/en/iletisim">contact us</a>.</p>`,
      },
      {
        key: "software-copyright",
        slug: "copyright-protection-for-software",
        title: "Copyright Protection for Computer Programs",
        section: "Types of Works",
        order: 2,
        keywords: ["software copyright", "source code", "software agreements", "open source licences"],
        metaTitle: "Copyright Protection for Computer Programs | Bursa Patent",
        metaDescription:
          "Software is protected as a literary work under Law No. 5846. Source code, development agreements, open source licences and when a patent may also be available.",
        body: `<p>Software is among the most valuable assets of many businesses today. Yet the question of who owns the rights to it is often raised only once a dispute arises.</p>
<h2>How Is Software Protected?</h2>
<p>Law No. 5846 on Intellectual and Artistic Works protects computer programs expressed in any form, together with their preparatory design material, as <strong>scientific and literary works</strong>. Both source code and object code are covered. However, the ideas and principles underlying any element of a program, including its interfaces, are not protected; a program that performs the same function with different code does not, as a rule, infringe copyright.</p>
<h2>Who Owns the Rights?</h2>
<ul>
<li><strong>Employees:</strong> Unless otherwise agreed, the economic rights in software developed by employees in the course of their duties are exercised by the employer.</li>
<li><strong>Contractors and freelancers:</strong> For commissioned software, the rights remain with the developer unless there is a written assignment. Payment of the fee alone does not transfer the rights.</li>
<li><strong>Joint development:</strong> Where several parties contribute, ownership and terms of use should be agreed in advance.</li>
</ul>
<h2>Key Clauses in Software Agreements</h2>
<ol>
<li>An express transfer of the rights of adaptation, reproduction, distribution and communication to the public, specifying duration, territory and scope,</li>
<li>Delivery of the source code and, where appropriate, source code escrow,</li>
<li>A list of open source components used and the related licence obligations,</li>
<li>Confidentiality, maintenance and support obligations.</li>
</ol>
<h3>Open Source Licences</h3>
<p><em>Copyleft</em> licences such as the GPL may require software combined with the licensed code to be distributed under the same licence. Regular audits of the components included in your product help avoid commercial risk.</p>
<h2>The Patent Option</h2>
<p>Computer programs <em>as such</em> cannot be patented. However, computer-implemented inventions that solve a technical problem and produce a technical effect may be patentable with properly structured claims. Copyright protects the code, while a patent protects the technical solution; the two complement each other.</p>
<blockquote>The Law permits certain acts for limited purposes, such as correcting errors, making a back-up copy and achieving interoperability. These exceptions are narrow and should be reflected in your agreements.</blockquote>
<p>To have your software development and licence agreements reviewed, <a href="/en/iletisim">get in touch with us</a>. The <a href="https://www.wipo.int/copyright/">WIPO copyright pages</a> are also a useful resource on the international framework.</p>`,
      },
      {
        key: "copyright-registration",
        slug: "registration-and-proof-of-authorship",
        title: "Registration of Works and Proof of Authorship",
        section: "Registration and Evidence",
        order: 3,
        keywords: ["registration of works", "proof of authorship", "notarial deposit", "presumption of authorship"],
        metaTitle: "Registration of Works and Proof of Authorship | Bursa Patent",
        metaDescription:
          "Copyright needs no registration, but in a dispute authorship must be proven. Voluntary registration, notarial records and other ways of proving your rights.",
        body: `<p>Copyright arises automatically when a work is created. In an infringement or ownership dispute, however, proving who created the work and when often decides the outcome.</p>
<h2>Is Registration Mandatory?</h2>
<p>Under Law No. 5846 on Intellectual and Artistic Works, protection does not depend on registration. The <strong>Directorate General of Copyright</strong> of the Ministry of Culture and Tourism keeps the registration system for works. In some fields, such as cinematographic works and sound recordings of musical works, registration is required for commercial exploitation; for other works it is <strong>voluntary</strong>.</p>
<p>Voluntary registration does not create the right, but it provides strong evidence that the work existed on a given date in the name of a given person.</p>
<h2>The Presumption of Authorship</h2>
<p>Under the Law, a person named as the author in the customary manner on copies of the work, or when it is made public, is deemed to be the author until the contrary is proven. Consistently marking works with names and dates is therefore important.</p>
<h2>Main Means of Proof</h2>
<ul>
<li><strong>Registration with the Directorate General of Copyright:</strong> useful evidence of date and ownership, especially for unpublished works and software.</li>
<li><strong>Notarial records:</strong> having a work recorded or deposited with a notary shows that its content existed on a particular date.</li>
<li><strong>Electronic time stamps and registered e-mail (KEP):</strong> reliable proof that digital files existed at a given time.</li>
<li><strong>Working records:</strong> drafts, sketches, version control history and correspondence document the creative process.</li>
<li><strong>Collecting societies:</strong> in fields such as music and film, collecting societies play an important role in managing rights.</li>
</ul>
<h2>When a Dispute Arises</h2>
<p>If authorship is contested, an action for a declaratory judgment can be brought. In case of infringement, the right holder can seek to stop and prevent the infringement and may claim up to <strong>three times</strong> the fee that could have been demanded had a licence been agreed. The Law also provides criminal sanctions for infringements.</p>
<blockquote>Evidence should be prepared before a dispute arises. Documents created afterwards carry very limited weight.</blockquote>
<p>Information on registration is available from the <a href="https://telifhaklari.ktb.gov.tr">Directorate General of Copyright</a>. For a plan to protect your work, <a href="/en/iletisim">contact us</a>.</p>`,
      },
    ],
  },
  {
    key: "legal-advice",
    slug: "legal-advice",
    title: "Legal Advice",
    description:
      "Legal support for businesses on litigation and interim measures against IP infringement, licensing and assignment agreements, and employee inventions.",
    order: 5,
    topics: [
      {
        key: "infringement-litigation",
        slug: "ip-infringement-litigation",
        title: "IP Infringement Litigation",
        section: "Dispute Resolution",
        order: 1,
        keywords: ["infringement action", "preliminary injunction", "damages", "evidence preservation", "cease and desist"],
        metaTitle: "IP Infringement Litigation | Bursa Patent",
        metaDescription:
          "Remedies against trademark, patent and design infringement: cease and desist letters, evidence preservation, injunctions, infringement actions and damages.",
        body: `<p>Imitation of a registered right causes more than lost sales: it damages reputation and distorts the market. A fast and well-planned legal strategy keeps losses to a minimum.</p>
<h2>Steps to Take When Infringement Occurs</h2>
<ol>
<li><strong>Investigation and assessment:</strong> The allegedly infringing product or use is documented, and the scope and validity of the right are assessed.</li>
<li><strong>Cease and desist letter:</strong> Many disputes are settled without litigation through a formal warning served on the other party via a notary.</li>
<li><strong>Preservation of evidence:</strong> Where evidence is at risk of being lost, the court can be asked to preserve it; expert examination is crucial at this stage.</li>
<li><strong>Preliminary injunction:</strong> An injunction to stop the infringement can be requested before or during proceedings. If it is obtained before proceedings, the main action must be filed within the statutory period.</li>
<li><strong>Infringement action:</strong> The action is brought before the specialised intellectual and industrial property courts or, where there are none, before the courts designated to hear such cases.</li>
</ol>
<h2>Available Remedies</h2>
<p>Under Industrial Property Law No. 6769, the right holder may request a declaration of infringement, prevention and cessation of the infringement, compensation for material and moral damage, seizure of infringing products and of the means used to produce them, destruction of the products and publication of the judgment.</p>
<h3>Calculating Damages</h3>
<p>Lost profits are calculated using one of the following methods, at the right holder's choice:</p>
<ul>
<li>The income the right holder would probably have earned without the infringement,</li>
<li>The net profit the infringer made by infringing the right,</li>
<li>A reasonable licence fee the infringer would have paid under a licence agreement.</li>
</ul>
<h2>Criminal Sanctions and Customs Measures</h2>
<p>Law No. 6769 provides criminal sanctions for trademark infringement, while patent and design infringements are pursued through civil proceedings. Law No. 5846 separately provides criminal penalties for copyright infringement. To stop counterfeit goods at the border, the right holder can also apply to the customs authorities to have the clearance of suspected goods suspended.</p>
<blockquote>Responding with an invalidity counterclaim is a common defence. Testing the validity of your own right before filing suit is an integral part of the strategy.</blockquote>
<p>You can check the current status of your registered rights in the <a href="https://www.turkpatent.gov.tr">TÜRKPATENT</a> records. If you are facing an infringement, <a href="/en/iletisim">speak to our legal team</a> without delay.</p>`,
      },
      {
        key: "licensing-assignment",
        slug: "licensing-and-assignment-agreements",
        title: "Licensing and Assignment Agreements",
        section: "Agreements",
        order: 2,
        keywords: ["licence agreement", "assignment", "exclusive licence", "registration of transactions", "technology transfer"],
        metaTitle: "Licensing and Assignment Agreements | Bursa Patent",
        metaDescription:
          "Licensing and assigning trademarks, patents and designs: form requirements, notarisation, exclusive and non-exclusive licences, recordal and key contract terms.",
        body: `<p>Intellectual property rights can generate direct income through licensing and assignment. An incomplete or flawed agreement, however, can lead to loss of control over the right or to unexpected disputes.</p>
<h2>Assignment Agreements</h2>
<p>Under Industrial Property Law No. 6769, applications and registered rights for trademarks, patents, utility models and designs can be assigned, inherited, licensed, pledged and attached. An assignment agreement is valid only if it is made <strong>in writing and certified by a notary</strong>.</p>
<h2>Types of Licence</h2>
<ul>
<li><strong>Non-exclusive licence:</strong> The owner may continue to use the right and grant licences to others. Unless the agreement provides otherwise, a licence is deemed non-exclusive.</li>
<li><strong>Exclusive licence:</strong> The owner may not grant licences to others and, unless it has expressly reserved the right, may not use the right itself. Unless otherwise agreed, an exclusive licensee may bring infringement proceedings in its own name.</li>
<li><strong>Sub-licensing:</strong> Unless the agreement provides otherwise, a licensee may not transfer its rights or grant sub-licences to third parties.</li>
</ul>
<p>Licence agreements must also be made in writing.</p>
<h2>Recordal in the Register</h2>
<p>Assignments and licences are recorded in the TÜRKPATENT register at the request of either party and upon payment of the fee, and are published in the bulletin. Rights arising from transactions that are not recorded <strong>cannot be asserted against third parties acting in good faith</strong>. Recordal should therefore be requested promptly after signing.</p>
<h2>Clauses Every Agreement Should Contain</h2>
<ol>
<li>Subject matter, territory, duration and scope of the licence,</li>
<li>Consideration: lump sum, royalties on sales or minimum payment commitments,</li>
<li>For trademarks, quality standards and the right to inspect,</li>
<li>Ownership of improvements,</li>
<li>Confidentiality, termination events and the treatment of stock after termination,</li>
<li>Governing law and dispute resolution.</li>
</ol>
<h3>Due Diligence Before an Acquisition</h3>
<p>Before acquiring a right, the register entries, renewal and annuity status, any pledges or licences and any pending disputes should be reviewed.</p>
<blockquote>Exclusivity and territorial restrictions that may limit competition should also be assessed under competition law.</blockquote>
<p>Information on recordals is available on the <a href="https://www.turkpatent.gov.tr">TÜRKPATENT</a> website. For help drafting and negotiating agreements, <a href="/en/iletisim">contact us</a>.</p>`,
      },
      {
        key: "employee-inventions",
        slug: "employee-inventions",
        title: "Employee Inventions",
        section: "Corporate Compliance",
        order: 3,
        keywords: ["employee invention", "service invention", "free invention", "invention disclosure", "reasonable compensation"],
        metaTitle: "Employee Inventions | Bursa Patent",
        metaDescription:
          "Who owns inventions made by employees? Service and free inventions, the duty to notify, the employer's 4-month claim period and compensation for the employee.",
        body: `<p>Every business engaged in research and development needs to know how rights to inventions made by its employees are determined. Failing to follow the rules can cost the business a valuable invention or lead to a dispute with the employee.</p>
<h2>Service Inventions and Free Inventions</h2>
<p>Industrial Property Law No. 6769 divides inventions made by employees during the employment relationship into two groups:</p>
<ul>
<li><strong>Service inventions:</strong> inventions made in the course of the employee's duties within the business, or based largely on the experience and work of the business.</li>
<li><strong>Free inventions:</strong> all other inventions that are not service inventions.</li>
</ul>
<h2>Notification and Claim Procedure</h2>
<ol>
<li>The employee must notify the employer of a service invention <strong>in writing</strong> without delay.</li>
<li>The employer may claim full or partial rights to the invention within <strong>4 months</strong> of receiving the notification.</li>
<li>If the employer makes no claim within that period, or states that it will not claim the invention, it becomes a free invention.</li>
<li>When the employer claims full rights, the rights pass to the employer, which files the application.</li>
</ol>
<h2>Compensation for the Employee</h2>
<p>An employer that claims a service invention must pay the employee <strong>reasonable compensation</strong>. The amount takes into account the economic value of the invention, the employee's position in the business and the contribution of the business to the invention. These statutory rules cannot be varied in advance by contract to the employee's detriment.</p>
<h3>Universities</h3>
<p>As a rule, rights to inventions made at universities belong to the higher education institution. At least one third of the revenue from commercialising the invention is paid to the academic inventor.</p>
<h2>Recommendations for Businesses</h2>
<ul>
<li>Adopt a written invention policy and a standard invention disclosure form.</li>
<li>Include confidentiality and invention disclosure clauses in employment contracts.</li>
<li>Set up an internal process to track the 4-month claim period.</li>
<li>Encourage disclosures with a transparent reward scheme.</li>
</ul>
<blockquote>Late notification or the lack of written records can later call ownership of the patent into question.</blockquote>
<p>The current text of the legislation is available on the <a href="https://www.turkpatent.gov.tr">TÜRKPATENT</a> website. To prepare an invention policy tailored to your company, <a href="/en/iletisim">get in touch with us</a>.</p>`,
      },
    ],
  },
];

export const seedCategories: { tr: SeedCategory[]; en: SeedCategory[] } = {
  tr: trCategories,
  en: enCategories,
};

/* -------------------------------------------------------------------------- */
/* Team                                                                        */
/* -------------------------------------------------------------------------- */

const trTeam: SeedTeamMember[] = [
  {
    key: "murat-aydin",
    name: "Dr. Murat Aydın",
    title: "Kurucu Ortak, Patent Vekili",
    shortDescription:
      "Makine mühendisi ve patent vekili. Yirmi yılı aşkın deneyimiyle otomotiv, tekstil makineleri ve beyaz eşya sektörlerindeki firmaların patent portföylerini yönetmektedir.",
    image: "",
    biography:
      "Dr. Murat Aydın, makine mühendisliği alanındaki lisans ve doktora eğitiminin ardından Bursa'daki otomotiv yan sanayii firmalarında Ar-Ge mühendisi olarak çalıştı. Bu süreçte fikri mülkiyetin sanayideki önemini yakından görerek patent vekilliği sınavını başarıyla tamamladı ve Bursa Patent'i kurdu. Bugüne kadar yüzlerce ulusal ve uluslararası patent ile faydalı model başvurusunu yönetti; patentlenebilirlik ve serbestçe kullanım analizleri hazırladı, ihlal uyuşmazlıklarında müvekkillerine teknik destek sağladı. Sanayi kuruluşları ve üniversitelerde fikri mülkiyet farkındalığı üzerine düzenli olarak eğitimler vermektedir.",
    education: [
      "Bursa Uludağ Üniversitesi, Makine Mühendisliği (Lisans)",
      "Bursa Uludağ Üniversitesi, Makine Mühendisliği (Doktora)",
      "Fikri Mülkiyet Hukuku Sertifika Programı",
    ],
    expertise: [
      "Patent ve faydalı model başvuruları",
      "Patentlenebilirlik ve serbestçe kullanım (FTO) analizleri",
      "PCT ve Avrupa patenti süreçleri",
      "Patent uyuşmazlıklarında teknik danışmanlık",
    ],
    courses: [
      "WIPO Akademi DL-101: Fikri Mülkiyete Genel Bakış",
      "WIPO Akademi DL-301: Patentler",
      "EPO Akademi: Patent Tarifnamesi Hazırlama Eğitimi",
    ],
    languages: ["Türkçe", "İngilizce", "Almanca"],
    memberships: ["TÜRKPATENT Patent Vekilleri Sicili", "AIPPI (Uluslararası Fikri Mülkiyetin Korunması Derneği)", "FICPI"],
    publications: [
      "Otomotiv Yan Sanayiinde Faydalı Model Stratejileri, Bursa Patent Bülteni, 2022",
      "KOBİ'ler İçin Patent Portföyü Yönetimi Rehberi, Bursa Patent Yayınları, 2019",
    ],
    linkedin: "https://www.linkedin.com/in/murat-aydin-patent",
    order: 0,
  },
  {
    key: "elif-sahin",
    name: "Elif Şahin",
    title: "Marka Vekili",
    shortDescription:
      "Marka tescili, itiraz süreçleri ve uluslararası marka portföyü yönetimi konusunda uzman. İhracatçı firmaların Madrid sistemi başvurularını yürütmektedir.",
    image: "",
    biography:
      "Elif Şahin, işletme eğitiminin ardından özel hukuk alanında yüksek lisans yaptı ve kariyerine İstanbul'da bir fikri mülkiyet bürosunda başladı. Marka vekilliği unvanını aldıktan sonra Bursa Patent ekibine katıldı. Tekstil, gıda ve mobilya sektörlerindeki müvekkillerin marka araştırmalarını, başvurularını ve itiraz süreçlerini yönetmekte; Madrid Protokolü kapsamındaki uluslararası başvuruları ve marka izleme hizmetlerini koordine etmektedir. Kullanmama nedeniyle iptal taleplerinin TÜRKPATENT'e geçmesiyle birlikte müvekkillerine kullanım delillerinin düzenlenmesi konusunda da danışmanlık vermektedir.",
    education: [
      "Marmara Üniversitesi, İşletme (Lisans)",
      "Marmara Üniversitesi, Özel Hukuk (Yüksek Lisans)",
    ],
    expertise: [
      "Marka araştırması ve tescil başvuruları",
      "İtiraz ve YİDD süreçleri",
      "Madrid Protokolü ile uluslararası marka tescili",
      "Marka izleme ve portföy yönetimi",
    ],
    courses: [
      "WIPO Akademi DL-302: Marka, Endüstriyel Tasarım ve Coğrafi İşaretler",
      "EUIPO Akademi: AB Markası Uygulaması Eğitimi",
      "Madrid Sistemi Uygulama Semineri",
    ],
    languages: ["Türkçe", "İngilizce", "Fransızca"],
    memberships: ["TÜRKPATENT Marka Vekilleri Sicili", "INTA (Uluslararası Marka Derneği)", "ECTA"],
    publications: [
      "İhracatçılar İçin Madrid Protokolü Rehberi, Bursa Patent Bülteni, 2023",
      "Kullanmama Nedeniyle İdari İptal: Yeni Dönemde Dikkat Edilmesi Gerekenler, Bursa Patent Bülteni, 2024",
    ],
    linkedin: "https://www.linkedin.com/in/elif-sahin-marka",
    order: 1,
  },
  {
    key: "can-demir",
    name: "Av. Can Demir",
    title: "Avukat, Fikri Mülkiyet Hukuku",
    shortDescription:
      "Fikri mülkiyet uyuşmazlıkları, lisans ve devir sözleşmeleri ile telif hakkı alanında danışmanlık veren avukat. Bursa Barosu'na kayıtlıdır.",
    image: "",
    biography:
      "Av. Can Demir, hukuk fakültesinden mezun olduktan sonra fikri mülkiyet hukuku alanında yurt dışında yüksek lisans yaptı. Avukatlık stajının ardından ticaret ve rekabet hukuku alanında çalışan bir hukuk bürosunda görev aldı. Bursa Patent'te marka, patent ve tasarım ihlal davaları, ihtiyati tedbir ve delil tespiti süreçleri ile lisans, devir ve yazılım sözleşmelerinden sorumludur. Müvekkillerine uyuşmazlık çıkmadan önce risklerin belirlenmesi ve sözleşmesel korumanın güçlendirilmesi konusunda da destek vermektedir.",
    education: [
      "Ankara Üniversitesi, Hukuk Fakültesi",
      "Fikri Mülkiyet Hukuku Yüksek Lisansı (LL.M.), Münih",
    ],
    expertise: [
      "Marka, patent ve tasarım ihlal davaları",
      "Lisans, devir ve teknoloji transferi sözleşmeleri",
      "Telif hakkı ve yazılım sözleşmeleri",
      "Gümrük tedbirleri ve taklit ürünlerle mücadele",
    ],
    courses: [
      "WIPO Akademi DL-201: Telif Hakkı ve Bağlantılı Haklar",
      "Arabuluculuk Temel Eğitimi",
      "Rekabet Hukuku ve Lisans Sözleşmeleri Semineri",
    ],
    languages: ["Türkçe", "İngilizce", "Almanca"],
    memberships: ["Bursa Barosu", "AIPPI (Uluslararası Fikri Mülkiyetin Korunması Derneği)"],
    publications: [
      "Sınai Mülkiyet İhlallerinde Tazminat Hesaplama Yöntemleri, Bursa Patent Bülteni, 2021",
      "Yazılım Geliştirme Sözleşmelerinde Mali Hakların Devri, Bursa Patent Bülteni, 2023",
    ],
    linkedin: "https://www.linkedin.com/in/av-can-demir",
    order: 2,
  },
  {
    key: "zeynep-arslan",
    name: "Zeynep Arslan",
    title: "Endüstriyel Tasarım Uzmanı",
    shortDescription:
      "Endüstriyel tasarımcı. Tasarım tescil başvurularının hazırlanması, benzerlik analizleri ve Lahey sistemi başvuruları konusunda müvekkillerimize destek vermektedir.",
    image: "",
    biography:
      "Zeynep Arslan, endüstriyel tasarım eğitiminin ardından mobilya ve ev tekstili sektörlerinde ürün tasarımcısı olarak çalıştı. Tasarımların taklit edilmesine karşı korunmasının önemini sahada deneyimleyerek fikri mülkiyet alanına yöneldi. Bursa Patent'te tasarım başvurularına ilişkin görsellerin hazırlanmasını, yenilik ve ayırt edici nitelik değerlendirmelerini ve uluslararası tasarım başvurularını yürütmektedir. Tasarım ihlali uyuşmazlıklarında benzerlik analizleri hazırlayarak hukuk ekibine teknik destek sağlamaktadır.",
    education: [
      "Orta Doğu Teknik Üniversitesi, Endüstriyel Tasarım (Lisans)",
      "Mimar Sinan Güzel Sanatlar Üniversitesi, Endüstriyel Tasarım (Yüksek Lisans)",
    ],
    expertise: [
      "Tasarım tescil başvuruları ve görsel hazırlığı",
      "Lahey sistemi ve AB tasarımı başvuruları",
      "Tasarım benzerlik analizleri",
      "Tekstil ve mobilya koleksiyonlarının korunması",
    ],
    courses: [
      "WIPO Akademi DL-302: Marka, Endüstriyel Tasarım ve Coğrafi İşaretler",
      "EUIPO Akademi: Tasarım Koruması Eğitimi",
    ],
    languages: ["Türkçe", "İngilizce", "İtalyanca"],
    memberships: ["Endüstriyel Tasarımcılar Meslek Kuruluşu (ETMK)", "AIPPI (Uluslararası Fikri Mülkiyetin Korunması Derneği)"],
    publications: [
      "Tekstil Desenlerinde Tasarım ve Telif Korumasının Kesişimi, Bursa Patent Bülteni, 2022",
      "Tasarım Başvurularında Görsel Hazırlama Rehberi, Bursa Patent Bülteni, 2024",
    ],
    linkedin: "https://www.linkedin.com/in/zeynep-arslan-tasarim",
    order: 3,
  },
];

const enTeam: SeedTeamMember[] = [
  {
    key: "murat-aydin",
    name: "Dr. Murat Aydın",
    title: "Founding Partner, Patent Attorney",
    shortDescription:
      "Mechanical engineer and patent attorney. With more than twenty years of experience, he manages patent portfolios for companies in the automotive, textile machinery and home appliance sectors.",
    image: "",
    biography:
      "After completing his undergraduate and doctoral studies in mechanical engineering, Dr. Murat Aydın worked as an R&D engineer for automotive suppliers in Bursa. Seeing at first hand how much intellectual property matters to industry, he qualified as a patent attorney and founded Bursa Patent. He has since managed hundreds of national and international patent and utility model applications, prepared patentability and freedom-to-operate analyses, and provided technical support to clients in infringement disputes. He regularly gives training on intellectual property awareness at industrial organisations and universities.",
    education: [
      "Bursa Uludağ University, Mechanical Engineering (BSc)",
      "Bursa Uludağ University, Mechanical Engineering (PhD)",
      "Certificate Programme in Intellectual Property Law",
    ],
    expertise: [
      "Patent and utility model applications",
      "Patentability and freedom-to-operate (FTO) analyses",
      "PCT and European patent procedures",
      "Technical advice in patent disputes",
    ],
    courses: [
      "WIPO Academy DL-101: General Course on Intellectual Property",
      "WIPO Academy DL-301: Patents",
      "EPO Academy: Patent Drafting Training",
    ],
    languages: ["Turkish", "English", "German"],
    memberships: ["TÜRKPATENT Register of Patent Attorneys", "AIPPI (International Association for the Protection of Intellectual Property)", "FICPI"],
    publications: [
      "Utility Model Strategies for Automotive Suppliers, Bursa Patent Bulletin, 2022",
      "A Guide to Patent Portfolio Management for SMEs, Bursa Patent Publications, 2019",
    ],
    linkedin: "https://www.linkedin.com/in/murat-aydin-patent",
    order: 0,
  },
  {
    key: "elif-sahin",
    name: "Elif Şahin",
    title: "Trademark Attorney",
    shortDescription:
      "Specialist in trademark registration, oppositions and international trademark portfolio management. She handles Madrid System filings for exporting companies.",
    image: "",
    biography:
      "Elif Şahin studied business administration, went on to complete a master's degree in private law and began her career at an intellectual property firm in Istanbul. After qualifying as a trademark attorney, she joined the Bursa Patent team. She manages trademark searches, applications and oppositions for clients in the textile, food and furniture sectors, and coordinates international filings under the Madrid Protocol as well as trademark watch services. Since non-use revocation moved to TÜRKPATENT, she also advises clients on organising their evidence of use.",
    education: [
      "Marmara University, Business Administration (BA)",
      "Marmara University, Private Law (LLM)",
    ],
    expertise: [
      "Trademark searches and applications",
      "Oppositions and appeals before TÜRKPATENT",
      "International registration under the Madrid Protocol",
      "Trademark watch and portfolio management",
    ],
    courses: [
      "WIPO Academy DL-302: Trademarks, Industrial Designs and Geographical Indications",
      "EUIPO Academy: EU Trade Mark Practice",
      "Madrid System Practice Seminar",
    ],
    languages: ["Turkish", "English", "French"],
    memberships: ["TÜRKPATENT Register of Trademark Attorneys", "INTA (International Trademark Association)", "ECTA"],
    publications: [
      "A Madrid Protocol Guide for Exporters, Bursa Patent Bulletin, 2023",
      "Administrative Revocation for Non-Use: What to Watch in the New Era, Bursa Patent Bulletin, 2024",
    ],
    linkedin: "https://www.linkedin.com/in/elif-sahin-marka",
    order: 1,
  },
  {
    key: "can-demir",
    name: "Av. Can Demir",
    title: "Lawyer, Intellectual Property Law",
    shortDescription:
      "Lawyer advising on intellectual property disputes, licensing and assignment agreements and copyright. Member of the Bursa Bar Association.",
    image: "",
    biography:
      "After graduating in law, Can Demir completed a master's degree in intellectual property law abroad. Following his legal traineeship, he worked at a law firm specialising in commercial and competition law. At Bursa Patent he is responsible for trademark, patent and design infringement actions, preliminary injunctions and evidence preservation, as well as licensing, assignment and software agreements. He also helps clients identify risks before disputes arise and strengthen their contractual protection.",
    education: [
      "Ankara University, Faculty of Law",
      "Master of Laws (LL.M.) in Intellectual Property, Munich",
    ],
    expertise: [
      "Trademark, patent and design infringement actions",
      "Licensing, assignment and technology transfer agreements",
      "Copyright and software agreements",
      "Customs measures and anti-counterfeiting",
    ],
    courses: [
      "WIPO Academy DL-201: Copyright and Related Rights",
      "Basic Mediation Training",
      "Seminar on Competition Law and Licence Agreements",
    ],
    languages: ["Turkish", "English", "German"],
    memberships: ["Bursa Bar Association", "AIPPI (International Association for the Protection of Intellectual Property)"],
    publications: [
      "Methods for Calculating Damages in Industrial Property Infringement, Bursa Patent Bulletin, 2021",
      "Transfer of Economic Rights in Software Development Agreements, Bursa Patent Bulletin, 2023",
    ],
    linkedin: "https://www.linkedin.com/in/av-can-demir",
    order: 2,
  },
  {
    key: "zeynep-arslan",
    name: "Zeynep Arslan",
    title: "Industrial Design Specialist",
    shortDescription:
      "Industrial designer. She supports our clients with preparing design applications, similarity analyses and filings under the Hague System.",
    image: "",
    biography:
      "After studying industrial design, Zeynep Arslan worked as a product designer in the furniture and home textile sectors. Experiencing first hand how important it is to protect designs against imitation, she moved into intellectual property. At Bursa Patent she prepares the views for design applications, assesses novelty and individual character, and handles international design filings. In design infringement disputes she prepares similarity analyses and provides technical support to the legal team.",
    education: [
      "Middle East Technical University, Industrial Design (BSc)",
      "Mimar Sinan Fine Arts University, Industrial Design (MSc)",
    ],
    expertise: [
      "Design applications and preparation of views",
      "Hague System and EU design filings",
      "Design similarity analyses",
      "Protection of textile and furniture collections",
    ],
    courses: [
      "WIPO Academy DL-302: Trademarks, Industrial Designs and Geographical Indications",
      "EUIPO Academy: Design Protection Training",
    ],
    languages: ["Turkish", "English", "Italian"],
    memberships: ["Industrial Designers Society of Turkey (ETMK)", "AIPPI (International Association for the Protection of Intellectual Property)"],
    publications: [
      "Where Design and Copyright Protection Meet in Textile Patterns, Bursa Patent Bulletin, 2022",
      "A Guide to Preparing Views for Design Applications, Bursa Patent Bulletin, 2024",
    ],
    linkedin: "https://www.linkedin.com/in/zeynep-arslan-tasarim",
    order: 3,
  },
];

export const seedTeam: { tr: SeedTeamMember[]; en: SeedTeamMember[] } = {
  tr: trTeam,
  en: enTeam,
};

/* -------------------------------------------------------------------------- */
/* Maintenance page                                                            */
/* -------------------------------------------------------------------------- */

export const seedMaintenance: SeedMaintenance = {
  isActive: false,
  title: "Sitemizi Yeniliyoruz",
  message:
    "Size daha iyi hizmet verebilmek için web sitemizde planlı bir bakım çalışması yapıyoruz. Kısa süre içinde yeniden hizmetinizde olacağız. Acil talepleriniz için bize e-posta veya telefon yoluyla ulaşabilirsiniz. Anlayışınız için teşekkür ederiz.",
  estimatedTime: "2 saat",
  contactEmail: "info@bursapatent.com.tr",
  contactPhone: "+90 224 123 45 67",
};
