// spec surrounding-areas §2 "Events", §9: an event's preview — its title (the link to its page,
// cut at 100 characters), subtitle (70), category name (40) and up to 5 upcoming dates.
import { truncateCategory, truncateSubtitle, truncateTitle } from "@shop/core";
import type { Event } from "@shop/core/contract";
import { Badge } from "@shop/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@shop/ui/card";
import { Link } from "react-router";
import { previewDates } from "../../features/events/event-rules";
import { useEventT } from "../../features/events/event-texts";
import { useEventFormat } from "../../features/events/use-event-format";

export function EventPreview({
  event,
  headingLevel = "h2",
}: {
  event: Event;
  headingLevel?: "h2" | "h3";
}) {
  const t = useEventT();
  const format = useEventFormat();
  const dates = previewDates(event.upcoming_bookings_start_times);
  return (
    <Card className="h-full">
      <CardHeader className="gap-2">
        {event.category && (
          <p>
            <Badge variant="secondary">{truncateCategory(event.category.name)}</Badge>
          </p>
        )}
        <CardTitle as={headingLevel} className="break-words">
          <Link to={`/event/${event.id}`} className="hover:underline">
            {truncateTitle(event.title)}
          </Link>
        </CardTitle>
        {event.sub_title && <CardDescription>{truncateSubtitle(event.sub_title)}</CardDescription>}
      </CardHeader>
      <CardContent>
        {dates.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("events.preview.noDates")}</p>
        ) : (
          <>
            <p className="text-muted-foreground text-sm">{t("events.preview.dates")}</p>
            <ul className="text-sm">
              {dates.map((start) => (
                <li key={start}>
                  <time dateTime={start}>
                    {t("events.dateTime", {
                      day: format.weekdayDay(start),
                      time: format.time(start),
                    })}
                  </time>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
