import { gzipSync } from "node:zlib";
import type { APIRequestContext, Page } from "@playwright/test";
import { coreValues, divisions, leadership, site } from "#content/index";
import { expect, test } from "./support/fixtures";

const PAGES = ["/", "/about", "/services", "/contact"] as const;

/** The text of a prerendered page exactly as the server sends it, before any script runs. */
async function rawHtml(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  return res.text();
}

/** Enhancement scripts load after the load event; this waits until one has taken over its element. */
const enhanced = (page: Page, selector: string) =>
  expect(page.locator(selector).first()).toHaveAttribute("data-enhanced", "");

const withoutTags = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

test.describe("home", () => {
  test("an unknown path answers HTTP 404 with the not-found page, logs the path and leads home; home rotates its four hero images every 5 s with a 1 s fade until paused, and shows the hero, the eight divisions with their figures, 'Our Impact', 'Trusted By', the foundation, 'Why Choose' and Organization structured data", async ({
    page,
  }) => {
    await page.clock.install();
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect.poll(() => warnings.join("\n")).toContain("/no-such-page");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/$/);

    // The hero first: the installed clock runs at real speed until runFor, so its first image is
    // checked before five real seconds pass.
    await enhanced(page, "[data-hero]");
    const slides = page.locator("[data-hero-slide]");
    await expect(slides).toHaveCount(4);
    await expect(slides.first()).toHaveAttribute("fetchpriority", "high");
    await expect(slides.nth(1)).toHaveCSS("transition-duration", "1s");
    await expect(slides.nth(0)).not.toHaveAttribute("aria-hidden", "true");
    await page.clock.runFor(5000);
    await expect(slides.nth(1)).not.toHaveAttribute("aria-hidden", "true");
    await expect(slides.nth(0)).toHaveAttribute("aria-hidden", "true");

    await page.getByRole("button", { name: "Pause background slideshow" }).click();
    await page.clock.runFor(15_000);
    await expect(slides.nth(1)).not.toHaveAttribute("aria-hidden", "true");

    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Building Tomorrow, Together");
    const learn = page.getByRole("link", { name: "Learn About Us" });
    await expect(learn).toHaveAttribute("href", "/about");

    const portfolio = page.getByRole("region", { name: "Our Portfolio" });
    for (const division of divisions) {
      await expect(portfolio.getByRole("heading", { name: division.name })).toBeVisible();
      await expect(portfolio.getByText(division.headline.label, { exact: true })).toBeVisible();
    }
    for (const figure of ["500+", "1M+", "100+", "200+", "10,000+", "50,000+", "25+"]) {
      await expect(portfolio.getByText(figure, { exact: true }).first()).toBeVisible();
    }

    const impact = page.getByRole("region", { name: "Our Impact" });
    for (const [value, label] of [
      ["25+", "Years of Experience"],
      ["8", "Divisions"],
      ["10,000+", "Clients Served"],
      ["500+", "Projects Completed"],
    ]) {
      await expect(impact.getByText(value, { exact: true })).toBeVisible();
      await expect(impact.getByText(label, { exact: true })).toBeVisible();
    }

    const trusted = page.getByRole("region", { name: "Trusted By" });
    // Off-screen slides are aria-hidden, so count the slides themselves.
    await expect(trusted.locator('[aria-roledescription="slide"]')).toHaveCount(3);
    for (const partner of ["Greenfield Cooperative Bank", "Horizon Telecom", "Atlas Learning Trust"]) {
      await expect(trusted.getByText(partner, { exact: true })).toBeAttached();
    }
    const foundation = page.getByRole("link", { name: /Visit the Meridian Foundation/ });
    await expect(foundation).toHaveAttribute("target", "_blank");
    await expect(foundation).toHaveAttribute("href", /^https:\/\//);
    await expect(page.getByRole("heading", { name: /Why Choose/ })).toBeVisible();
    await expect(page.getByRole("region", { name: /Why Choose/ }).getByRole("heading", { level: 3 })).toHaveCount(4);

    const json = await page.locator('script[type="application/ld+json"]').textContent();
    const data = JSON.parse(json ?? "{}");
    expect(data).toMatchObject({ "@type": "Organization", name: site.name, url: site.url });
  });

  test("prefers-reduced-motion stops the hero rotation and the carousel autoplay", async ({ page }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    await enhanced(page, "[data-hero]");
    await enhanced(page, "[data-partner-carousel]");
    // Longer than the hero interval (5 s) and two carousel steps (3 s each): nothing may move.
    await page.clock.runFor(6500);
    await expect(page.locator("[data-hero-slide]").first()).not.toHaveAttribute("aria-hidden", "true");
    await expect(page.getByRole("button", { name: "Pause background slideshow" })).toBeHidden();
    const slides = page.getByRole("region", { name: "Trusted By" }).locator('[aria-roledescription="slide"]');
    await expect(slides.first()).toHaveAttribute("aria-hidden", "false");
  });

  test("the 'Trusted By' carousel autoplays, loops and has working previous/next buttons", async ({ page }) => {
    // One partner per view at this width, so exactly one slide is exposed at a time.
    await page.clock.install();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Partner companies" });
    const slides = carousel.locator('[aria-roledescription="slide"]');
    const shown = () => slides.evaluateAll((nodes) => nodes.map((n) => n.getAttribute("aria-hidden")).join(","));
    // Mid-glide no slide is mostly in view, so all are hidden until the glide ends and the browser
    // reports the new slide in view: a reference is taken only when exactly one is exposed.
    const oneExposed = (state: string) => state.split(",").filter((hidden) => hidden === "false").length === 1;
    const settledOn = async (differentFrom?: string) => {
      let state = "";
      await expect
        .poll(async () => {
          state = await shown();
          return oneExposed(state) && state !== differentFrom;
        })
        .toBe(true);
      return state;
    };
    await enhanced(page, "[data-partner-carousel]");
    await expect(slides.first()).toHaveAttribute("aria-hidden", "false");
    // Autoplay (every 3 s) moves on by itself while the pointer and focus are elsewhere.
    await page.clock.runFor(3000);
    await expect(slides.first()).toHaveAttribute("aria-hidden", "true");

    // Focus inside the carousel pauses autoplay; three steps forward loop back to the same partner.
    const next = carousel.getByRole("button", { name: "Next partner" });
    await next.focus();
    // Let a slide change already under way finish before taking the reference.
    await page.clock.runFor(1000);
    const start = await settledOn();
    await page.keyboard.press("Enter");
    const afterOne = await settledOn(start);
    await page.keyboard.press("Enter");
    await settledOn(afterOne);
    await page.keyboard.press("Enter");
    await expect.poll(shown).toBe(start);
    // Longer than the autoplay delay (3 s): with focus inside, the carousel stays put.
    await page.clock.runFor(3500);
    expect(await shown()).toBe(start);
    await expect(carousel.getByRole("button", { name: "Previous partner" })).toBeVisible();
  });
});

test.describe("about", () => {
  test("shows the story, mission, vision, the seven core values, six leaders and three awards; the header links to the four pages and to the staff login; the footer has five social links and a copyright", async ({
    page,
  }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Meridian Group");
    for (const heading of ["Our Story", "Our Mission", "Our Vision", "Our Core Values", "Leadership Team"]) {
      await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    }
    const values = page.getByRole("region", { name: "Our Core Values" }).getByRole("heading", { level: 3 });
    await expect(values).toHaveText(coreValues.values.map((v) => v.name));
    await expect(values).toHaveText([
      "Quality",
      "Integrity",
      "Innovation",
      "Customer Focus",
      "Reliability",
      "Sustainability",
      "Teamwork and Respect",
    ]);
    const leaders = page.getByRole("region", { name: "Leadership Team" });
    await expect(leaders.getByRole("heading", { level: 3 })).toHaveText(leadership.leaders.map((l) => l.name));
    await expect(leaders.getByRole("img")).toHaveCount(6);
    await expect(
      page.getByRole("region", { name: "Awards and Recognition" }).getByRole("heading", { level: 3 }),
    ).toHaveCount(3);

    // The public layout, on this page.
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const [name, href] of [
      ["Home", "/"],
      ["About", "/about"],
      ["Services", "/services"],
      ["Contact", "/contact"],
    ]) {
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Staff login" })).toHaveAttribute("href", "/platform/login");
    const social = page.getByRole("list", { name: "Social media" }).getByRole("link");
    await expect(social).toHaveCount(5);
    await expect(page.getByRole("contentinfo")).toContainText(
      `© ${new Date().getFullYear()} Meridian Group. All rights reserved.`,
    );
  });
});

test.describe("services", () => {
  test("shows eight division cards with six services each", async ({ page }) => {
    await page.goto("/services");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
    await expect(page.getByRole("article")).toHaveCount(8);
    for (const division of divisions) {
      const card = page.getByRole("article", { name: division.name });
      await expect(card).toBeVisible();
      const services = card.getByRole("list", { name: `${division.name} services` }).getByRole("listitem");
      await expect(services).toHaveCount(6);
      await expect(services).toHaveText([...division.services]);
    }
  });
});

test.describe("contact page", () => {
  test("shows the address, phones, fax, email and 'Find Us' with external map links", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact Us");
    await expect(page.getByRole("main").getByText("120 Harbour View Road")).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "+1 555 010 2000" })).toHaveAttribute("href", "tel:+15550102000");
    await expect(main.getByRole("link", { name: "+1 555 010 2001" })).toBeVisible();
    await expect(main.getByText("+1 555 010 2099")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "info@meridiangroup.example" })).toHaveAttribute(
      "href",
      "mailto:info@meridiangroup.example",
    );
    const findUs = page.getByRole("region", { name: "Find Us" });
    for (const name of [/Google Maps/, /OpenStreetMap/]) {
      const link = findUs.getByRole("link", { name });
      await expect(link).toHaveAttribute("href", /^https:\/\//);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    const division = page.getByLabel("Division");
    await expect(division.locator("option")).toHaveText([
      "Select a division",
      "Agribusiness",
      "Sky Media",
      "Digital Solutions",
      "Publishing & Printing",
      "Microfinance",
      "Civil & Building",
      "Hospital",
      "Foundation",
    ]);
  });
});

test.describe("public layout", () => {
  test("at 320px every public page has no horizontal overflow, its own title, description, canonical link and Open Graph tags, and images with alt text and explicit dimensions; the mobile menu toggle works from the keyboard", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    const titles = new Set<string>();
    for (const path of PAGES) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
      const title = await page.title();
      titles.add(title);
      const canonical = new URL(path, site.url).href;
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", canonical);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", title);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https:\/\/.+\.jpg$/);
      const images = await page.locator("img").evaluateAll((nodes) =>
        nodes.map((img) => ({
          src: img.getAttribute("src"),
          alt: img.getAttribute("alt"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
        })),
      );
      for (const image of images) {
        expect(image.alt, `${path} ${image.src}`).not.toBeNull();
        expect(image.width && image.height, `${path} ${image.src}`).toBeTruthy();
      }

      if (path === "/") await mobileMenuFromTheKeyboard(page);
    }
    expect(titles.size).toBe(PAGES.length);
  });
});

test.describe("without JavaScript", () => {
  test("every page's main text is in the HTML the server sends", async ({ request }) => {
    const text = {
      "/": ["Building Tomorrow, Together", "Our Portfolio", "Our Impact", "10,000+", "Trusted By", "Why Choose"],
      "/about": [
        "Our Story",
        "Our Mission",
        "Our Vision",
        "Teamwork and Respect",
        "Dr. Amara Okafor",
        "Awards and Recognition",
      ],
      "/services": [...divisions.map((d) => d.name), ...divisions.flatMap((d) => d.services)],
      "/contact": ["Get in Touch", "+1 555 010 2099", "Send Us a Message", "Full Name", "Find Us"],
    } satisfies Record<(typeof PAGES)[number], string[]>;
    for (const path of PAGES) {
      const body = withoutTags(await rawHtml(request, path));
      for (const expected of text[path]) expect(body, `${path}: ${expected}`).toContain(expected);
    }
  });

  test("pages render and navigate with JavaScript disabled", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Building Tomorrow, Together");
    // Without scripts the mobile menu is simply open.
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "About" }).click();
    await expect(page.getByRole("heading", { name: "Our Core Values" })).toBeVisible();
    await context.close();
  });
});

test.describe("SEO and budgets", () => {
  test("robots.txt, sitemap.xml and the favicon are served", async ({ request }) => {
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap:");
    expect(await (await request.get("/sitemap.xml")).text()).toContain("<urlset");
    expect((await request.get("/favicon.svg")).status()).toBe(200);
  });

  test("each public page loads at most 100 KB of gzipped JavaScript", async ({ request }) => {
    for (const path of PAGES) {
      const html = await rawHtml(request, path);
      // Every script the page names: src attributes, module preloads and the post-load loader's URLs.
      const urls = [...html.matchAll(/(["'])(\/assets\/[^"']+\.js)\1/g)].map((m) => m[2]);
      let bytes = 0;
      for (const url of new Set(urls)) bytes += gzipSync(await (await request.get(url)).body()).length;
      expect(bytes, `${path} loads ${bytes} bytes of gzipped JS`).toBeLessThanOrEqual(100 * 1024);
    }
  });
});

/** The mobile menu, opened and closed from the keyboard, then followed to the Services page. */
async function mobileMenuFromTheKeyboard(page: Page) {
  await enhanced(page, "[data-menu-toggle]");
  const toggle = page.getByRole("button", { name: "Menu" });
  const mobileNav = page.getByRole("navigation", { name: "Mobile" });
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(mobileNav).toBeHidden();

  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(mobileNav).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(mobileNav).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press("Space");
  await expect(mobileNav).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(mobileNav.getByRole("link", { name: "Home" })).toBeFocused();
  await mobileNav.getByRole("link", { name: "Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Services");
}
