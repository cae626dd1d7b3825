import { notFoundMessage } from "@shared/constants";
import { pathTo } from "@shared/routes";
import { ButtonLink } from "../../ui/button";

export function NotFoundPage({ path }: { path: string }) {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-code" aria-hidden="true">
        404
      </p>
      <h1 id="error-title">{notFoundMessage(path)}</h1>
      <p>There is no page at this address. Check the link, or start again from the home page.</p>
      <div className="row row-center">
        <ButtonLink href={pathTo("index")}>Go to the home page</ButtonLink>
      </div>
    </section>
  );
}
