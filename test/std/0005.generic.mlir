"builtin.module"() ({
  "func.func"() <{function_type = () -> i32, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f64) -> (f64, memref<?xf64>), res_attrs = [{test.foo = 1 : i32}, {}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {test.foo = 1 : i32}, {}], function_type = (i32, f64, tensor<4xi8>, tensor<4xf64>) -> memref<?x4x?xf64>, sym_name = "f0"}> ({
  ^bb0(%arg0: i32, %arg1: f64, %arg2: tensor<4xi8>, %arg3: tensor<4xf64>):
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    %1 = "arith.cmpi"(%0, %0) <{predicate = 4 : i64}> : (index, index) -> i1
    %2 = "scf.if"(%1) ({
      %26 = "scf.if"(%1) ({
        %44 = "arith.constant"() <{value = dense<1.000000e+00> : vector<2x4x4xf64>}> : () -> vector<2x4x4xf64>
        %45 = "arith.constant"() <{value = dense<1.500000e-01> : vector<2x4x4xf64>}> : () -> vector<2x4x4xf64>
        %46 = "arith.cmpf"(%44, %45) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (vector<2x4x4xf64>, vector<2x4x4xf64>) -> vector<2x4x4xi1>
        "scf.yield"(%arg1) : (f64) -> ()
      }, {
        %35 = "arith.constant"() <{value = 2 : index}> : () -> index
        %36 = "arith.constant"() <{value = 2 : index}> : () -> index
        %37 = "arith.constant"() <{value = 1 : index}> : () -> index
        "scf.for"(%35, %36, %37) ({
        ^bb0(%arg6: index):
          %42 = "arith.constant"() <{value = dense<[4.000000e+02, -2.500000e-01, -7.500000e+00, 4.000000e+02]> : tensor<4xf32>}> : () -> tensor<4xf32>
          %43 = "math.atanh"(%42) <{fastmath = #arith.fastmath<reassoc,contract>}> : (tensor<4xf32>) -> tensor<4xf32>
          "scf.yield"() : () -> ()
        }) : (index, index, index) -> ()
        %38 = "arith.constant"() <{value = 1 : i64}> : () -> i64
        %39 = "arith.xori"(%38, %38) : (i64, i64) -> i64
        %40 = "arith.constant"() <{value = 0 : index}> : () -> index
        %41 = "tensor.dim"(%arg2, %40) : (tensor<4xi8>, index) -> index
        "scf.yield"(%arg1) : (f64) -> ()
      }) : (i1) -> f64
      %27 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x8x2xi32>
      %28 = "arith.constant"() <{value = 0 : index}> : () -> index
      %29 = "arith.constant"() <{value = 7 : index}> : () -> index
      %30 = "arith.constant"() <{value = 1 : index}> : () -> index
      %31 = "memref.load"(%27, %28, %29, %30) : (memref<8x8x2xi32>, index, index, index) -> i32
      %32 = "arith.floordivsi"(%31, %31) : (i32, i32) -> i32
      %33 = "arith.constant"() <{value = dense<1.000000e+02> : tensor<1xf64>}> : () -> tensor<1xf64>
      %34 = "tensor.insert_slice"(%33, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf64>, tensor<4xf64>) -> tensor<4xf64>
      "scf.yield"(%31) : (i32) -> ()
    }, {
      %24 = "arith.constant"() <{value = dense<[1.000000e+00, 1.500240e-01, -7.500000e+00, 5.000000e-01]> : vector<4xf16>}> : () -> vector<4xf16>
      %25 = "math.fma"(%24, %24, %24) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<4xf16>, vector<4xf16>, vector<4xf16>) -> vector<4xf16>
      "scf.yield"(%arg0) : (i32) -> ()
    }) : (i1) -> i32
    %3 = "arith.constant"() <{value = dense<54> : vector<2x4x4xi16>}> : () -> vector<2x4x4xi16>
    %4 = "arith.cmpi"(%3, %3) <{predicate = 8 : i64}> : (vector<2x4x4xi16>, vector<2x4x4xi16>) -> vector<2x4x4xi1>
    %5 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = 7 : index}> : () -> index
    %7 = "tensor.empty"(%6) : (index) -> tensor<2x?x4xf64>
    %8 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %9 = "arith.minimumf"(%8, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %10 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4x1xf32>
    %11 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x1xf32>
    "linalg.reduce"(%10, %11) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      %23 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%23) : (f32) -> ()
    }) : (memref<4x4x1xf32>, memref<4x1xf32>) -> ()
    %12 = "arith.constant"() <{value = 4.000000e+02 : bf16}> : () -> bf16
    %13 = "arith.negf"(%12) <{fastmath = #arith.fastmath<reassoc,contract>}> : (bf16) -> bf16
    %14 = "math.atanh"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %15 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %16 = "arith.cmpi"(%2, %15) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %17 = "arith.constant"() <{value = dense<1.000000e+00> : vector<2x4x4xf32>}> : () -> vector<2x4x4xf32>
    %18 = "arith.maxnumf"(%17, %17) <{fastmath = #arith.fastmath<none>}> : (vector<2x4x4xf32>, vector<2x4x4xf32>) -> vector<2x4x4xf32>
    %19 = "tensor.from_elements"(%9, %9) : (f32, f32) -> tensor<2xf32>
    %20 = "arith.constant"() <{value = 6 : index}> : () -> index
    %21 = "arith.constant"() <{value = 2 : index}> : () -> index
    %22 = "memref.alloca"(%20, %21) <{operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x4x?xf64>
    "func.return"(%22) : (memref<?x4x?xf64>) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) {test.module_note = "std"} : () -> ()

