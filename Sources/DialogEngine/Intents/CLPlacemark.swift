import Foundation

#if canImport(CoreLocation)
  import CoreLocation
#else
  // Core Location's place types, as intents name them (the framework is Apple's
  // only; on a Mac its own types are used instead). On Linux an intent file that
  // writes `import CoreLocation` wraps it in `#if canImport(CoreLocation)`.

  /// Degrees of latitude or longitude.
  public typealias CLLocationDegrees = Double

  /// A latitude and longitude.
  public struct CLLocationCoordinate2D: Sendable, Hashable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees

    public init() { self.init(latitude: 0, longitude: 0) }

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
      self.latitude = latitude
      self.longitude = longitude
    }
  }

  /// A point on Earth.
  public final class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D

    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
      coordinate = CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
  }

  /// A place with a name and an address, as Core Location's `CLPlacemark`.
  ///
  /// By voice a person names a place ("Pike Place Market", "the office"). On a
  /// device Siri looks the name up on a map; duo-say has no map, so the place
  /// it gives `perform()` carries the name said and no location or address.
  ///
  /// ```swift
  /// @Parameter(title: "Destination") var destination: CLPlacemark
  /// ```
  public final class CLPlacemark: NSObject, @unchecked Sendable {
    public let name: String?
    public let location: CLLocation?
    public let thoroughfare: String?
    public let subThoroughfare: String?
    public let locality: String?
    public let subLocality: String?
    public let administrativeArea: String?
    public let subAdministrativeArea: String?
    public let postalCode: String?
    public let isoCountryCode: String?
    public let country: String?
    public let timeZone: TimeZone?
    public let areasOfInterest: [String]?

    /// A copy of `placemark`.
    public convenience init(placemark: CLPlacemark) {
      self.init(
        name: placemark.name, location: placemark.location, thoroughfare: placemark.thoroughfare,
        subThoroughfare: placemark.subThoroughfare, locality: placemark.locality,
        subLocality: placemark.subLocality, administrativeArea: placemark.administrativeArea,
        subAdministrativeArea: placemark.subAdministrativeArea, postalCode: placemark.postalCode,
        isoCountryCode: placemark.isoCountryCode, country: placemark.country, timeZone: placemark.timeZone,
        areasOfInterest: placemark.areasOfInterest)
    }

    /// A place as an app or a test builds it; every part is optional.
    public init(
      name: String?, location: CLLocation? = nil, thoroughfare: String? = nil, subThoroughfare: String? = nil,
      locality: String? = nil, subLocality: String? = nil, administrativeArea: String? = nil,
      subAdministrativeArea: String? = nil, postalCode: String? = nil, isoCountryCode: String? = nil,
      country: String? = nil, timeZone: TimeZone? = nil, areasOfInterest: [String]? = nil
    ) {
      self.name = name
      self.location = location
      self.thoroughfare = thoroughfare
      self.subThoroughfare = subThoroughfare
      self.locality = locality
      self.subLocality = subLocality
      self.administrativeArea = administrativeArea
      self.subAdministrativeArea = subAdministrativeArea
      self.postalCode = postalCode
      self.isoCountryCode = isoCountryCode
      self.country = country
      self.timeZone = timeZone
      self.areasOfInterest = areasOfInterest
    }

    /// Intents' way to make one: a location with a name.
    public static func placemark(with location: CLLocation, name: String?) -> CLPlacemark {
      CLPlacemark(name: name, location: location)
    }

    /// The name, else the street and town: how the place is said back.
    public override var description: String {
      name ?? [thoroughfare, locality, country].compactMap { $0 }.joined(separator: ", ")
    }
  }
#endif
