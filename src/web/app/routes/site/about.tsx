import { aboutIntro, awards, coreValues, leadership, site, story } from "#content/index";
import {
  AwardList,
  CoreValues,
  LeadershipTeam,
  MissionVision,
  StoryBody,
} from "#web/features/site/components/about-sections";
import { PageBanner } from "#web/features/site/components/page-banner";
import { Section } from "#web/features/site/components/section";
import { pageMeta } from "#web/features/site/seo";
import type { Route } from "./+types/about";

export function meta(): Route.MetaDescriptors {
  return pageMeta({
    title: `About Us | ${site.name}`,
    description:
      "Our story, mission, vision and core values, the leadership team that guides Meridian Group, and our awards.",
    path: "/about",
  });
}

export default function About() {
  return (
    <>
      <PageBanner title={aboutIntro.heading} text={aboutIntro.text} />
      <Section id="story" title={story.heading}>
        <StoryBody />
      </Section>
      <MissionVision />
      <Section id="values" title={coreValues.heading} tone="muted">
        <CoreValues />
      </Section>
      <Section id="leadership" title={leadership.heading} intro={leadership.text}>
        <LeadershipTeam />
      </Section>
      <Section id="awards" title={awards.heading} tone="muted">
        <AwardList />
      </Section>
    </>
  );
}
