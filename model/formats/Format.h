// A robot description format: what Kinedit knows of one file type. Each
// format lives in its own folder under model/formats/ with the same parts
// (schema, element kinds, name rules, reader, rules, compiler, writer) and
// is listed once in FormatRegistry.cpp; adding a format touches no other
// format. The core (Format) detects, describes, validates and compiles;
// the optional parts are a writer (FormatWriter: export from a model),
// generated documents (DocumentGenerator: xacro's, whose model comes from
// the document they expand to) and a companion (CompanionChecker: MoveIt's
// SRDF, checked against its URDF's model).
#pragma once

#include "ConfigurationTag.h"
#include "ElementKind.h"
#include "GeometryMasses.h"
#include "InertialEdit.h"
#include "diagnostics/Diagnostic.h"
#include "kinematics/Joint.h"

#include <Eigen/Geometry>
#include <QHash>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace kinedit {

namespace kin {
class Model;
struct Visual;
struct Inertial;
}  // namespace kin
struct MassProperties;

// What an export writer needs beside the model.
struct ExportContext {
    QString robotName;                                         // the robot's (or model's) name
    QString sourceFile;                                        // for warnings
    std::function<QString(const kin::Visual&)> meshReference;  // what to write for a mesh
    // A mesh the target cannot read, converted to binary STLs of at most
    // maxTriangles (0: any) each, one per colour, beside the export: what
    // to write for them, or none with why not. May be unset.
    struct ConvertedMesh {
        std::vector<std::pair<QString, Eigen::Vector4d>> parts;  // reference, colour
        QString problem;
        int sourceTriangles = 0, triangles = 0;
    };
    std::function<ConvertedMesh(const kin::Visual&, int maxTriangles)> convertedMesh;
};
class Schema;
struct ElementSchema;
struct NameRules;
class FormatWriter;
class DocumentGenerator;
class CompanionChecker;
class DocumentState;
class XmlElement;
class XmlDocument;

// "2 <light>, 1 <sensor>": how many of each tag doc holds, of those named
// (Format::uncarried's usual answer).
QStringList countedTags(const XmlDocument& doc, const QStringList& tags);

// A place in a file (1-based line and column).
struct SourceLocation {
    QString file;
    int line = 0;
    int column = 0;
};

// Where an attribute's value is really written (ValueSource::element null:
// in the attribute itself). xacro: "${wheel_radius}" is written in the
// value of <xacro:property name="wheel_radius">.
struct ValueSource {
    const XmlElement* element = nullptr;
    QString attribute;
    QString via;  // what leads there, for the user: "wheel_radius"
};

class Format {
public:
    virtual ~Format() = default;

    virtual QString id() const = 0;              // "hrdf", "sdf", ...
    virtual QString displayName() const = 0;     // "HEBI HRDF"
    virtual QStringList extensions() const = 0;  // without the dot: {"hrdf"}

    // The format's schema (elements, attributes, types, descriptions), if it
    // has one: the editor builds its forms from it.
    virtual const Schema* schema() const { return nullptr; }
    // The schema of one element where it stands in the document (SDFormat's
    // elements differ by parent); null when the schema does not know it.
    // The default looks the name up in schema().
    virtual const ElementSchema* elementSchema(const XmlElement& e) const;
    // The unit of a value of e whose schema says schemaUnit: a joint's
    // limits in "rad or m" are in the unit of its type (rad for revolute and
    // continuous joints, m for prismatic ones).
    virtual QString unitAt(const XmlElement& e, const QString& schemaUnit) const;
    // The schema of a child named name that parent would have.
    virtual const ElementSchema* childSchema(const XmlElement& parent, const QString& name) const;

    // How sure this format is that the document is one of its files:
    // 0 = not at all, 100 = certain (root element and extension both match).
    virtual int recognize(const XmlDocument& doc, const QString& path) const = 0;

    // The format's rules, run after the document was read. Appends to out.
    // state (may be null) is the document's: its xacro arguments, and where
    // the reading is kept for compile() of the same revision.
    virtual void validate(const XmlDocument& doc, Diagnostics& out, DocumentState* state = nullptr) const = 0;

    // The file an include element names, resolved as the reader would;
    // empty when e is no include or the file is not found.
    virtual QString includedFile(const XmlElement& e, const QString& documentPath) const {
        Q_UNUSED(e);
        Q_UNUSED(documentPath);
        return {};
    }
    // Every other file a check of doc reads (its includes, theirs, YAML),
    // absolute: a change to one of them changes doc's diagnostics. The
    // default follows includedFile() through the included files.
    virtual QStringList filesRead(const XmlDocument& doc, DocumentState* state = nullptr) const;

    // Rewrites what the format's writer writes differently from what it
    // accepts (HRDF: enum values in the spec's case), in place through the
    // document's edit primitives. Returns the number of values changed.
    virtual int normalize(XmlDocument& doc) const {
        Q_UNUSED(doc);
        return 0;
    }

    // A pose (of one frame in another) as the user would paste it into a
    // file of this format, e.g. URDF's <origin xyz=".." rpy=".."/>.
    virtual QString poseText(const Eigen::Isometry3d& pose) const;

    // One self-contained file: every include expanded, names scoped and
    // poses resolved (SDFormat). Empty (with a reason in out) when the
    // format has no includes to expand or the document has errors.
    virtual QByteArray flatten(const XmlDocument& doc, Diagnostics& out, DocumentState* state = nullptr) const;

    // Whether compile() is implemented for this format.
    virtual bool hasKinematics() const { return false; }
    // The document's kinematic model. Null when the document cannot be
    // compiled (errors in out say why); warnings may be added either way.
    // With the state validate() was given, it takes validate()'s reading.
    virtual std::shared_ptr<const kin::Model> compile(const XmlDocument& doc, Diagnostics& out, DocumentState* state = nullptr) const {
        Q_UNUSED(doc);
        Q_UNUSED(out);
        Q_UNUSED(state);
        return nullptr;
    }

    // The value an attribute not written on e takes from elsewhere in the
    // file (MJCF: e's default class); empty: the schema's default.
    // state: the document's (its reading is reused), or null.
    virtual QString inheritedValue(const XmlDocument& doc, DocumentState* state, const XmlElement& e, const QString& attribute) const {
        Q_UNUSED(doc);
        Q_UNUSED(state);
        Q_UNUSED(e);
        Q_UNUSED(attribute);
        return {};
    }
    // What e is (the tree's icons, the server's symbols).
    virtual ElementKind elementKind(const XmlElement& e) const;
    // Where names are defined and referred to; null: the format has none.
    virtual const NameRules* nameRules() const { return nullptr; }
    // Elements no export carries (Kinedit's model has no place for them),
    // as "2 <transmission>" or in words, counted in doc.
    virtual QStringList uncarried(const XmlDocument& doc) const;

    // Values the document gives groups of joints by names of its own, with
    // the joints of model (null: not compiled) they drive.
    virtual std::vector<ConfigurationTag> configurationTags(const XmlDocument& doc, const kin::Model* model) const;

    // Each body's mass properties as the format's own simulator computes
    // them from its geometry (GeometryMasses.h); none: the format has no
    // rule of its own (the model's shapes are weighed at a density).
    // density: for geometry that gives none. state: the document's (the
    // reading its check kept is weighed), or null (the file read anew).
    virtual std::optional<std::vector<BodyMass>> massesFromGeometry(const XmlDocument& doc, DocumentState* state, const MeshWeigher& weigh,
                                                                    double density) const {
        Q_UNUSED(doc);
        Q_UNUSED(state);
        Q_UNUSED(weigh);
        Q_UNUSED(density);
        return std::nullopt;
    }

    // The edit that writes p (about its com, in the frame's axes) as the
    // inertial of the model's frame named frame (a link, a body) in the
    // format's own syntax, in place of the one the file writes (written:
    // the model's, null if none). Refused by default.
    virtual InertialEdit inertialEdit(const XmlDocument& doc, DocumentState* state, const QString& frame, const kin::Inertial* written,
                                      const MassProperties& p) const;

    // The optional parts; null when the format has none.
    virtual const FormatWriter* writer() const { return nullptr; }
    virtual const DocumentGenerator* generator() const { return nullptr; }
    virtual const CompanionChecker* companion() const { return nullptr; }

    // Whether the element paths the kinematic model's visuals carry are
    // paths of this document (picking selects them): not for generated ones.
    bool modelPathsAreDocumentPaths() const { return generator() == nullptr; }
};

// Generated documents (xacro): the model comes from the document they
// expand to, and what it holds is traced back to the element that made it.
class DocumentGenerator {
public:
    virtual ~DocumentGenerator() = default;
    // The format this one's documents generate (xacro: "urdf"): `convert`
    // to it writes flatten().
    virtual QString expandsTo() const = 0;

    // Each question is about doc as its state (may be null: expanded anew,
    // with no arguments) last expanded it.

    // The element of doc that produced the model element at
    // modelPath (a macro call in doc, or the element itself), null if none
    // is in doc; *where (if given) says in words what made it.
    virtual const XmlElement* producingElement(const XmlDocument& doc, DocumentState* state, const QString& modelPath,
                                               QString* where = nullptr) const = 0;
    // Diagnostics made later about the model (a mesh that does not load),
    // placed at the model's element: moved to the text of doc that wrote
    // it.
    virtual Diagnostics relocated(const XmlDocument& doc, DocumentState* state, const Diagnostics& about) const = 0;
    // The model paths of what e made (xacro: the links a macro call made),
    // each the top of what it made.
    virtual QStringList generatedPaths(const XmlDocument& doc, DocumentState* state, const XmlElement& e) const = 0;
    // Where what e refers to is defined (xacro: a macro call's macro); an
    // empty file if e refers to nothing the format knows.
    virtual SourceLocation definitionOf(const XmlDocument& doc, DocumentState* state, const XmlElement& e) const = 0;
    // Where e's attribute's value is written (a question about the text
    // as written: no expansion).
    virtual ValueSource valueSource(const XmlDocument& doc, const XmlElement& e, const QString& attribute) const = 0;
    // Arguments a document takes from the user (xacro: <xacro:arg name
    // default>, with those of its includes), in order: name and default.
    virtual std::vector<std::pair<QString, QString>> declaredArguments(const XmlDocument& doc, DocumentState* state) const = 0;
};

// Documents about another file's robot (MoveIt's SRDF names the links and
// joints of its URDF): where that file, the companion, is, and the rules
// that need its compiled model. The document check (DocumentCheck.h) finds
// and compiles the companion, so the window, the CLI and the language
// server check against the same one.
class CompanionChecker {
public:
    virtual ~CompanionChecker() = default;
    // The companion of doc found from where doc lies (absolute), or empty
    // with *why saying where it was looked for.
    virtual QString findCompanion(const XmlDocument& doc, QString* why) const = 0;
    // The one diagnostic for a document checked without its companion:
    // not found (found false), or found at path but not compiled (why).
    virtual Diagnostic withoutCompanion(const XmlDocument& doc, bool found, const QString& path, const QString& why) const = 0;
    // The rules against the companion's model (companion: its document).
    virtual void checkAgainst(const XmlDocument& doc, const kin::Model& model, const XmlDocument& companion, Diagnostics& out) const = 0;

    // Pairs of links excluded from collision checking (SRDF's
    // disable_collisions), with the reason written.
    struct CollisionPair {
        QString link1, link2, reason;
    };
    virtual std::vector<CollisionPair> disabledPairs(const XmlDocument& doc) const {
        Q_UNUSED(doc);
        return {};
    }
    // The text of doc (null: a new document about robot robotName) with
    // the pairs a collision matrix generates replaced by pairs, every other
    // byte kept; empty if the format holds none.
    virtual QByteArray withDisabledPairs(const XmlDocument* doc, const QString& robotName, const std::vector<CollisionPair>& pairs) const {
        Q_UNUSED(doc);
        Q_UNUSED(robotName);
        Q_UNUSED(pairs);
        return {};
    }
};

// A format written from a kinematic model (export).
class FormatWriter {
public:
    virtual ~FormatWriter() = default;
    // The file dialog's filter: "URDF (*.urdf)".
    virtual QString exportFilter() const = 0;
    // Which joint types it holds: the model written holds only those
    // (ExportModel.h splits the others).
    virtual bool holdsJointType(kin::JointType type) const = 0;
    // Whether a closed loop whose cut joint has this type can be written
    // (as MJCF's <equality> constraints); the others are dropped.
    virtual bool closesLoopWith(kin::JointType type) const {
        Q_UNUSED(type);
        return false;
    }
    // Whether joints that follow others (URDF's mimic) can be written.
    virtual bool holdsFollowers() const { return false; }
    // Whether skins (surfaces bound to several frames, MuJoCo's) can be written.
    virtual bool holdsSkins() const { return false; }
    // Whether tendons (MuJoCo's paths through sites and fixed joint sums) can be written.
    virtual bool holdsTendons() const { return false; }
    // A name the target keeps for itself (SDFormat's "world"): a source
    // frame of that name is renamed. Empty: none.
    virtual std::string reservedRootName() const { return {}; }
    // The most triangles the target's reader takes from one mesh file, and
    // who that reader is (MuJoCo 2.2.2: 200,000 from an STL); 0: no limit.
    struct MeshLimit {
        int triangles = 0;
        QString reader;
    };
    virtual MeshLimit meshLimit() const { return {}; }
    // The file; what the format cannot say is reported in out as warnings.
    virtual QByteArray exportModel(const kin::Model& model, const ExportContext& context, Diagnostics& out) const = 0;
};

}  // namespace kinedit
