import PhraseMatcher
import Testing

@testable import DuoSayKit

/// An expectation naming what the catalog does not have is an error in the
/// test, with the name it was probably meant to be.
@Suite struct TestFileCheckingTests {
  static let catalog: Catalog = {
    var catalog = Catalog(app: .init(name: "Brewly", synonyms: []))
    catalog.types["DrinkEntity"] = .init(
      kind: .entity, name: "Drink", values: [.init(id: "latte", title: "Oat Milk Latte")])
    catalog.shortcuts = [
      .init(
        intent: "OrderDrinkIntent", parameters: ["drink": "DrinkEntity"],
        phrases: [try! PhraseTemplate(parsing: "Order a ${drink} in ${applicationName}")])
    ]
    return catalog
  }()

  func check(_ line: String) -> String? {
    do {
      try TestFile(parsing: line + "\n", file: "brewly.tests").check(against: Self.catalog, file: "brewly.tests")
      return nil
    } catch {
      return error.description
    }
  }

  @Test func namesTheCatalogHasPass() {
    #expect(check("order a latte in brewly => OrderDrinkIntent(drink: latte)") == nil)
    #expect(check("order a latte in brewly => OrderDrinkIntent(drink: oat milk latte)") == nil, "a title, in any case")
    #expect(check("order a latte in brewly => OrderDrinkIntent") == nil)
    #expect(check("hello => none") == nil)
  }

  @Test func aMisspeltNameIsAnErrorWithASuggestion() {
    #expect(
      check("order a latte in brewly => OrderDrinkIntnt(drink: latte)")
        == "brewly.tests:1: unknown intent 'OrderDrinkIntnt'; did you mean 'OrderDrinkIntent'?")
    #expect(
      check("order a latte in brewly => OrderDrinkIntent(drnk: latte)")
        == "brewly.tests:1: OrderDrinkIntent has no parameter 'drnk'; did you mean 'drink'?")
    #expect(
      check("order a latte in brewly => OrderDrinkIntent(drink: lattee)")
        == "brewly.tests:1: DrinkEntity has no value 'lattee'; did you mean 'latte'?")
    #expect(check("order a latte in brewly => PayIntent") == "brewly.tests:1: unknown intent 'PayIntent'")
    #expect(
      check("order a latte in brewly => OrderDrinkIntent(size: large)")
        == "brewly.tests:1: OrderDrinkIntent has no parameter 'size'; its parameters: drink")
  }
}
