import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  awards,
  coreValues,
  divisions,
  findUs,
  foundationPromo,
  hero,
  impactFigures,
  leadership,
  type Picture,
  site,
  story,
  trustedBy,
  whyChoose,
} from "#content/index";
import { DIVISION_VALUES } from "#shared/divisions";

const publicDir = path.resolve(__dirname, "../../../../public");

describe("content module", () => {
  it("has the eight divisions, in the contact form's order, with their display names and six services each", () => {
    expect(divisions.map((d) => d.slug)).toEqual(DIVISION_VALUES);
    expect(divisions.map((d) => d.name)).toEqual([
      "Meridian Agribusiness",
      "Sky Media",
      "Meridian Digital Solutions",
      "Meridian Publishing & Printing",
      "Meridian Microfinance",
      "Meridian Civil & Building",
      "Meridian Hospital",
      "Meridian Foundation",
    ]);
    for (const division of divisions) expect(new Set(division.services).size).toBe(6);
  });

  it("carries every marketing figure of the group and its divisions", () => {
    const figures = [...impactFigures, ...divisions.map((d) => d.headline)]
      .map((f) => `${f.value} ${f.label}`)
      .join("; ");
    const expected = [
      /25\+ Years/,
      /\b8 Divisions/,
      /10,000\+ Clients/,
      /500\+ Projects/,
      /500\+ Farmers/,
      /1M\+ Daily Listeners/,
      /100\+ Digital Projects/,
      /200\+ Books/,
      /10,000\+ Loans/,
      /100\+ Building Projects/,
      /50,000\+ Patients/,
      /25\+ Community Programs/,
    ];
    for (const figure of expected) expect(figures).toMatch(figure);
  });

  it("has the seven core values by name, six leaders, three awards, partners and reasons", () => {
    expect(coreValues.values.map((v) => v.name)).toEqual([
      "Quality",
      "Integrity",
      "Innovation",
      "Customer Focus",
      "Reliability",
      "Sustainability",
      "Teamwork and Respect",
    ]);
    expect(leadership.leaders).toHaveLength(6);
    expect(awards.items).toHaveLength(3);
    expect(trustedBy.partners).toHaveLength(3);
    expect(whyChoose.reasons).toHaveLength(4);
    expect(hero.slides).toHaveLength(4);
  });

  it("points every image at a committed file whose intrinsic size matches, with alt text", () => {
    const pictures: Picture[] = [
      ...hero.slides,
      ...trustedBy.partners.map((p) => p.logo),
      ...leadership.leaders.map((l) => l.portrait),
      foundationPromo.image,
      story.image,
      findUs.map,
    ];
    for (const picture of pictures) {
      expect(picture.alt.length, picture.src).toBeGreaterThan(10);
      const svg = fs.readFileSync(path.join(publicDir, picture.src), "utf8");
      expect(svg).toContain(`width="${picture.width}"`);
      expect(svg).toContain(`height="${picture.height}"`);
    }
    expect(fs.existsSync(path.join(publicDir, site.shareImage.src))).toBe(true);
  });

  it("uses the site's origin in robots.txt and sitemap.xml", () => {
    const robots = fs.readFileSync(path.join(publicDir, "robots.txt"), "utf8");
    const sitemap = fs.readFileSync(path.join(publicDir, "sitemap.xml"), "utf8");
    expect(robots).toContain(`Sitemap: ${site.url}/sitemap.xml`);
    for (const page of ["/", "/about", "/services", "/contact"])
      expect(sitemap).toContain(`<loc>${site.url}${page}</loc>`);
  });
});
