// The charity's HMRC reference (Settings, Gift Aid) where a claim is prepared: Charities Online
// asks for it with every claim, so nobody has to find it elsewhere.
export function CharityReference({ reference }: { reference: string | null }) {
  return (
    <p className="mb-3 text-sm">
      {reference ? (
        <>
          The charity's HMRC reference: <strong className="font-semibold">{reference}</strong>
        </>
      ) : (
        <>The charity's HMRC reference is not set yet: an owner adds it in Settings, under Gift Aid.</>
      )}
    </p>
  );
}
