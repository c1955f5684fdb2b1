#distinct = distinct[0]<0 : i7>
#map = affine_map<(d0, d1) -> (d1, d0)>
"builtin.module"() ({
  %0:3 = "bar.yield"() : () -> (none, complex<f6E3M2FN>, complex<f64>)
  %1:2 = "foo.compute"(%0#2) <{a1 = -9223372036854775808 : index, a2, my.k0 = array<i16>, value3 = affine_set<(d0) : (7 == 0, 1 >= 0, d0 - (d0 + 6) >= 0)>}> : (complex<f64>) -> (si7, si17)
  %2 = "my_dialect.thing"(%0#2, %0#0) {a0, b3 = @_priv, d.k2 = @_priv::@_priv, z91 = -9.175040e+05 : bf16} : (complex<f64>, none) -> memref<588xi8, 6>
  %3 = "foo.op"() {sym_name1 = true, value0 = #distinct, x2 = "\09\22\00-\\\C3\A9O*"} : () -> si32
  %4 = "foo.op"(%2, %2, %1#0) {value0} : (memref<588xi8, 6>, memref<588xi8, 6>, si7) -> ui32
  %5 = "x.y"(%4, %2, %0#2) {a1 = #bar.v<{[true , 43 , abc] , "x y"} , "x y">, b0, x2} : (ui32, memref<588xi8, 6>, complex<f64>) -> f32
  %6:4 = "my_dialect.thing"(%5, %2, %2) : (f32, memref<588xi8, 6>, memref<588xi8, 6>) -> (none, i32, memref<2x6x?xf8E5M2FNUZ>, memref<?x?xindex, "local mem">)
  "foo.bar"(%6#0) ({
  ^bb0(%arg0: memref<56x550xui8, "shared">, %arg1: index, %arg2: ui7):
    "my_dialect.thing"(%6#3, %arg1, %0#2) : (memref<?x?xindex, "local mem">, index, complex<f64>) -> ()
    %7 = "z.nop"(%arg2, %arg2, %arg2) ({
      %11 = "a.b"(%0#1, %6#0) : (complex<f6E3M2FN>, none) -> tensor<*xf8E3M4>
      %12:3 = "my_dialect.thing"(%arg2, %arg0, %arg2) ({
        %20:3 = "x.y"() <{b2 = -1 : si1, foo.k3 = affine_map<(d0)[s0] -> ((d0 * 9) ceildiv 8)>, value1 = dense<1.999510e-01> : tensor<1x1xf16>, z90 = f8E4M3FN}> : () -> (tensor<f6E3M2FN>, tensor<*xf8E3M4>, tuple<i32, i3>)
        %21 = "foo.bar.baz"() : () -> tensor<?x?xbf16>
        "foo.bar"(%3, %21, %20#1) : (si32, tensor<?x?xbf16>, tensor<*xf8E3M4>) -> ()
        %22 = "d.op_1"(%21) {_u0 = {attr0 = "<!\F0\9F\99\82\\\\}0}" : f32, k$1 = false}, attr2 = dense<1.642500e+02> : tensor<3xf16>, b3, value1 = 0x7F800000 : f32} : (tensor<?x?xbf16>) -> f16
        %23:4 = "foo.compute"(%6#3, %20#1) <{k$2 = "z\00\7F{\7F\\_%0\0A\22%", my.k1 = "\\_a\\b", x0 = si7}> : (memref<?x?xindex, "local mem">, tensor<*xf8E3M4>) -> (complex<f32>, none, f6E2M3FN, i32)
      }, {
        %17:3 = "x.y"(%1#0) <{_u1, k$0 = dense<[[[528, 716], [972, 398], [0, 959], [867, 646]], [[716, 187], [683, 48], [363, 18], [231, 781]], [[967, 288], [759, 340], [274, 491], [776, 287]], [[24, 283], [351, 110], [382, 90], [519, 966]]]> : tensor<4x4x2xindex>, k$2 = #foo.p<"x y">, sym_name3 = affine_map<()[s0, s1] -> ()>}> {_u1 = 1.875000e+00 : f8E4M3FN, a3 = [dense<> : tensor<3x3x0xf32>], attr2 = false, value0 = true} : (si7) -> (index, tensor<3x12x344x4xvector<index>, "sparse">, complex<f64>)
        %18 = "foo.compute"(%1#0) : (si7) -> memref<198x3xi7, #map, {kind = "scratch"}>
        %19 = "a.b"() {a0 = -2.77823028E-22 : f32, attr1, my.k2 = dense<[[[-2.456180e+10], [-3.188540e+25]], [[0xFF80], [2.498560e+05]], [[-1.122600e-36], [4.620000e+02]]]> : tensor<3x2x1xbf16>} : () -> i16
        "foo.bar.baz"(%0#1, %17#1) {"quoted key 1" = #x.v<-3 , -3>, sym_name0 = "z\\\\za\00\9Fbz", x2 = vector<[13]x[11]xui17>} : (complex<f6E3M2FN>, tensor<3x12x344x4xvector<index>, "sparse">) -> ()
      }) : (ui7, memref<56x550xui8, "shared">, ui7) -> (tuple<bf16>, f16, f8E4M3FNUZ)
      %13 = "d.op_1"(%11) ({
      ^bb0(%arg3: memref<705x65xf8E5M2, strided<[?, 1]>>, %arg4: i128):
        %14:2 = "x.y"(%arg3) {_u1 = 6 : i128, z90} : (memref<705x65xf8E5M2, strided<[?, 1]>>) -> (f64, complex<f16>)
        %15 = "my_dialect.thing"() : () -> tensor<?xcomplex<bf16>>
        %16 = "d.op_1"(%1#0, %arg4, %arg4) {z90 = 1 : i16} : (si7, i128, i128) -> complex<ui8>
      }) : (tensor<*xf8E3M4>) -> !x.type
    }) : (ui7, ui7, ui7) -> tuple<f32, f6E3M2FN>
    %8 = "x.y"(%arg1, %arg0) {attr0 = @x.y::@c} : (index, memref<56x550xui8, "shared">) -> si1024
    %9 = "x.y"(%8, %6#0, %3) <{_u0 = 5.871060e-06 : bf16, sym_name1 = "\09X\\%\\z\\b@"}> : (si1024, none, si32) -> complex<si8>
    %10:3 = "foo.compute"() : () -> (memref<8x?x32xi32>, tuple<f8E4M3FN, f8E8M0FNU, f4E2M1FN>, si64)
  }) {d.k0 = true} : (none) -> ()
}) : () -> ()

