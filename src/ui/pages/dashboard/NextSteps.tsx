/**
 * What happens after "Generate for review", on Home itself: the dashboard tour's last four steps
 * (spec §2 "Guided tour pages": review, last-chance voice change, finalise, redirect modal) point
 * here, so the tour shows all fifteen of its steps on the page it runs on.
 */
export function NextSteps() {
  return (
    <section className="dashboard-next" aria-labelledby="dashboard-next-title">
      <h2 id="dashboard-next-title">After you generate</h2>
      <ol className="dashboard-next-list">
        <li data-tour="review">
          <strong>Review.</strong> Read both texts sentence by sentence, correct them or have them
          rewritten, name and tag the resource, and choose its question types.
        </li>
        <li data-tour="voice-change">
          <strong>Last chance to change the voice.</strong> On the review page, pick another
          voiceover, record yourself or upload an MP3 before you create the questions.
        </li>
        <li data-tour="finalise">
          <strong>Finalise.</strong> On the activities page, check every question, the vocabulary
          and the chunks, then press “Finish and display”.
        </li>
        <li data-tour="redirect-modal">
          <strong>Where next.</strong> Leaving the review or activities page asks first: exit, keep
          editing, or display the interactive resource. Finished resources wait for you in My
          resources.
        </li>
      </ol>
    </section>
  );
}
