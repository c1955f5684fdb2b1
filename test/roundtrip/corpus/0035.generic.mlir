!tuple = tuple<i64, index, f6E2M3FN, si1, i24, f32, si8, si1024, si7, index, i8, bf16, ui7, f64, ui17, f32, i16, si17, f4E2M1FN, f32, complex<f8E4M3FNUZ>>
#map = affine_map<(d0, d1)[s0, s1] -> ()>
#set = affine_set<(d0, d1) : ((d0 floordiv 3) ceildiv 2 >= 0, d0 + 9 >= 0, -d0 >= 0)>
#set1 = affine_set<(d0, d1) : (d1 + 5 >= 0, -(-d0 + 8) >= 0, -d0 >= 0)>
"builtin.module"() ({
  %0 = "a.b"() <{}> : () -> ui8
  "foo.compute"(%0) ({
  ^bb0(%arg5: complex<f64>):
    %26:3 = "a.b"(%0) : (ui8) -> (tensor<?x?x22x41xf64, #foo.enc>, tf32, i3)
  }) {attr0 = 180.30862099999999 : f64, k$1 = f8E3M4} : (ui8) -> ()
  "a.b"(%0) : (ui8) -> ()
  %1:2 = "foo.op"(%0) <{"quoted key 0" = dense_resource<blob0> : tensor<4xi32>}> ({
    "builtin.module"() ({
      %24:2 = "foo.compute"() {_u0 = sparse<[[1, 2, 2], [0, 1, 2], [1, 1, 0]], [1, -1, 0]> : tensor<2x3x3xi8>, _u2 = true, k$1 = dense<[[6971537621174211331, 6054412687492590291, -7949131474680736384, -9109190694583379669], [-7027911195169287912, 3976307000554950267, -2071331532480621600, -8520427215424951240], [5060853451995569639, -8814009287156057545, -6151361142991013394, 5750444345999541409]]> : tensor<3x4xi64>} : () -> (!tuple, si3)
      %25 = "my_dialect.thing"(%24#0, %24#1) : (!tuple, si3) -> tensor<?x?x4xf16>
    }) : () -> ()
  }) {attr2 = array<i32>, b0 = [@main, [#set], 0.759773194 : f32, 3 : i7], x1 = @s$} : (ui8) -> (tensor<?x?xi17>, f4E2M1FN)
  %2 = "z.nop"(%1#0, %1#1) : (tensor<?x?xi17>, f4E2M1FN) -> tuple<i24, i16, f8E3M4>
  %3:4 = "z.nop"(%1#1) {b2 = dense_resource<blob1> : tensor<6xf64>, k$0 = @"with\22quote", x1 = -41770495733150961 : i64, z93} : (f4E2M1FN) -> (f64, f32, f80, tensor<16xi128>)
  %4 = "bar.yield"(%3#1) : (f32) -> vector<index>
  %5 = "a.b"() {_u0 = @a} : () -> ((i64) -> (i7, f8E4M3))
  %6 = "bar.yield"() ({
    %10 = "foo.bar"(%3#2, %0, %1#0) : (f80, ui8, tensor<?x?xi17>) -> tensor<7x0x54xsi64>
    "foo.op"(%4, %5, %3#1) {"quoted key 0"} : (vector<index>, (i64) -> (i7, f8E4M3), f32) -> ()
    "x.switch"(%1#1)[^bb1, ^bb2] {k$1 = i7, x0} : (f4E2M1FN) -> ()
  ^bb1:  // pred: ^bb0
    "a.jump"(%5, %5, %5)[^bb2, ^bb2] {b0 = [dense<> : tensor<3x0x2xf6E2M3FN>, #set1]} : ((i64) -> (i7, f8E4M3), (i64) -> (i7, f8E4M3), (i64) -> (i7, f8E4M3)) -> ()
  ^bb2(%11: tensor<?x867x7x?xcomplex<bf16>, {a = 1 : i64}>, %12: f64, %13: si3):  // 3 preds: ^bb0, ^bb1, ^bb1
    %14 = "foo.compute"() {_u0 = dense<2.750000e+00> : tensor<3x3x2xf8E4M3FN>, x1 = "\22/\15.z\09"} : () -> !foo.v<{57}>
    %15 = "foo.compute"(%3#3, %12, %12) : (tensor<16xi128>, f64, f64) -> tuple<f8E3M4, i1, f128>
    "x.switch"(%11, %13, %15)[^bb3, ^bb3] {a0 = [0 : ui64, array<f32: 0.806374311, 7.148000e+04, 0xFF800000>], attr1 = dense<[1542632241, -187820843]> : vector<2xi32>} : (tensor<?x867x7x?xcomplex<bf16>, {a = 1 : i64}>, si3, tuple<f8E3M4, i1, f128>) -> ()
  ^bb3:  // 2 preds: ^bb2, ^bb2
    %16 = "bar.yield"() : () -> f64
    %17 = "d.op_1"() ({
    ^bb0(%arg3: index, %arg4: vector<6xf16>):
      %20 = "x.y"(%16) <{foo.k1 = #foo.p<a.b,[[a.b "x y"],<i8>],f32>, z90}> {_u1 = "-a.#X*\22b", attr0 = -38.727460999999998 : f64, k$2 = "\\*\00//\22", my.k3 = "\94\C3\A9*\00\09\0A\C3\A9"} : (f64) -> f32
      %21 = "a.b"(%3#2, %arg3) : (f80, index) -> tuple<>
      %22 = "x.y"(%21) {_u0 = 50 : index} : (tuple<>) -> f32
      %23 = "z.nop"(%21, %22, %21) : (tuple<>, f32, tuple<>) -> memref<7xf8E5M2>
    }) : () -> bf16
    %18 = "foo.bar"(%1#0) <{}> ({
    ^bb0(%arg0: i7, %arg1: ui64, %arg2: i32):
    }) {d.k1 = true, k$0 = ui3} : (tensor<?x?xi17>) -> memref<?x2xi3, "gpu">
    %19 = "foo.compute"(%3#1, %18) {attr1, k$0 = -128 : i8} : (f32, memref<?x2xi3, "gpu">) -> none
  }) {d.k1 = [#map, dense<[[[-10, -2147483648], [31, -2147483648], [0, 1]], [[1, -1063919], [-1, -1], [0, -1]], [[-1, 3], [-1, 2764], [-1, 92336892]]]> : tensor<3x3x2xi32>], x0} : () -> i32
  %7:3 = "my_dialect.thing"(%6) : (i32) -> (!bar.t<<{?} , "x y"> , 6>, ui8, vector<15xi128>)
  %8 = "foo.op"(%7#0, %7#1, %7#1) : (!bar.t<<{?} , "x y"> , 6>, ui8, ui8) -> index
  %9:3 = "d.op_1"(%7#0) <{}> : (!bar.t<<{?} , "x y"> , 6>) -> (memref<?x6x477xcomplex<f16>, {kind = "scratch"}>, ui7, complex<bf16>)
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      blob0: "0x04000000F18D48FB15F7B17BF4948A4E2A713BF8",
      blob1: "0x0800000039D9877C237C109674A78AD82AA40276FF1764F418BECD22020423639FCC2AD4F0A889AB6367E0D2E4C3E24DB0E85993"
    }
  }
#-}

