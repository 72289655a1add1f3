import CollectionLayout
import Foundation

/// `CGAffineTransform` (Foundation on Linux lacks it): maps `(x, y)` to
/// `(a·x + c·y + tx, b·x + d·y + ty)`. It is the engine's ``LayoutTransform`` with
/// Core Graphics' names and `CGFloat` components: the matrix arithmetic lives there once.
public struct CGAffineTransform: Hashable, Sendable {
    /// The engine's transform, which holds the six components.
    var engine: LayoutTransform

    /// Components of the matrix `[a b 0; c d 0; tx ty 1]`.
    public var a: CGFloat {
        get { CGFloat(engine.a) }
        set { engine.a = Double(newValue) }
    }
    /// See ``a``.
    public var b: CGFloat {
        get { CGFloat(engine.b) }
        set { engine.b = Double(newValue) }
    }
    /// See ``a``.
    public var c: CGFloat {
        get { CGFloat(engine.c) }
        set { engine.c = Double(newValue) }
    }
    /// See ``a``.
    public var d: CGFloat {
        get { CGFloat(engine.d) }
        set { engine.d = Double(newValue) }
    }
    /// The x translation.
    public var tx: CGFloat {
        get { CGFloat(engine.tx) }
        set { engine.tx = Double(newValue) }
    }
    /// The y translation.
    public var ty: CGFloat {
        get { CGFloat(engine.ty) }
        set { engine.ty = Double(newValue) }
    }

    /// The identity.
    public init() { engine = .identity }

    /// The engine's transform. Complexity: O(1).
    public init(_ t: LayoutTransform) { engine = t }

    /// Creates a transform from its six components.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        engine = LayoutTransform(
            a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }

    /// The identity.
    public static let identity = CGAffineTransform()

    /// A scale.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { engine = LayoutTransform(scaleX: Double(sx), y: Double(sy)) }
    /// A translation.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        engine = LayoutTransform(translationX: Double(tx), y: Double(ty))
    }
    /// A rotation by `angle` radians (positive: clockwise on a y-down screen).
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = (CGFloat(sin(Double(angle))), CGFloat(cos(Double(angle))))
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// True for the identity.
    public var isIdentity: Bool { engine.isIdentity }

    /// `self`, then `t2`. Complexity: O(1).
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(engine.concatenating(t2.engine))
    }

    /// A scale applied before `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }
    /// A translation applied before `self`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }
    /// A rotation applied before `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or `self` when the matrix is singular (as Core Graphics answers).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0 else { return self }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

extension CGPoint {
    /// The point mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        let p = t.engine.apply(to: Point(x: Double(x), y: Double(y)))
        return CGPoint(x: p.x, y: p.y)
    }
}

extension CGSize {
    /// The size mapped by `t` without translation (may be negative, as Core Graphics').
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The bounding box of the rectangle's four corners mapped by `t`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let x0 = xs.min() ?? 0
        let y0 = ys.min() ?? 0
        return CGRect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }
}

/// `CATransform3D`: a 4×4 matrix, row-vector convention as Core Animation's. Layouts use
/// it for `transform3D`; Tessera draws its 2-D part (``CATransform3DGetAffineTransform(_:)``).
public struct CATransform3D: Hashable, Sendable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The identity.
    public init() {
        (m11, m12, m13, m14) = (1, 0, 0, 0)
        (m21, m22, m23, m24) = (0, 1, 0, 0)
        (m31, m32, m33, m34) = (0, 0, 1, 0)
        (m41, m42, m43, m44) = (0, 0, 0, 1)
    }

    /// The matrix as 16 values, row by row.
    var rows: [CGFloat] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }

    /// A matrix from 16 values, row by row.
    init(rows v: [CGFloat]) {
        (m11, m12, m13, m14) = (v[0], v[1], v[2], v[3])
        (m21, m22, m23, m24) = (v[4], v[5], v[6], v[7])
        (m31, m32, m33, m34) = (v[8], v[9], v[10], v[11])
        (m41, m42, m43, m44) = (v[12], v[13], v[14], v[15])
    }
}

/// The identity 3-D transform.
// swift-format-ignore: AlwaysUseLowerCamelCase
public let CATransform3DIdentity = CATransform3D()

/// True for the identity.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// `a`, then `b`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    let x = a.rows
    let y = b.rows
    var r = [CGFloat](repeating: 0, count: 16)
    for i in 0..<4 {
        for j in 0..<4 {
            var sum: CGFloat = 0
            for k in 0..<4 { sum += x[i * 4 + k] * y[k * 4 + j] }
            r[i * 4 + j] = sum
        }
    }
    return CATransform3D(rows: r)
}

/// A translation.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m41, t.m42, t.m43) = (tx, ty, tz)
    return t
}

/// A scale.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m22, t.m33) = (sx, sy, sz)
    return t
}

/// A rotation by `angle` radians about the axis `(x, y, z)`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let (u, v, w) = (x / length, y / length, z / length)
    let c = CGFloat(cos(Double(angle)))
    let s = CGFloat(sin(Double(angle)))
    let k = 1 - c
    return CATransform3D(rows: [
        u * u * k + c, v * u * k + w * s, w * u * k - v * s, 0,
        u * v * k - w * s, v * v * k + c, w * v * k + u * s, 0,
        u * w * k + v * s, v * w * k - u * s, w * w * k + c, 0,
        0, 0, 0, 1,
    ])
}

/// A translation applied before `t`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// A scale applied before `t`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

/// A rotation applied before `t`.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DRotate(
    _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The 3-D form of an affine transform.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3D()
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    return t
}

/// True when `t` has no z or perspective part.
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The 2-D part of `t` (exact when ``CATransform3DIsAffine(_:)``).
// swift-format-ignore: AlwaysUseLowerCamelCase
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}
