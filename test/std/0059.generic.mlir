"builtin.module"() ({
  "func.func"() <{function_type = (tensor<3xf64>, f64, f64) -> (memref<4xi16>, i16), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> tensor<8x?xi16>, res_attrs = [{llvm.noundef}], sym_name = "compute0"}> ({
    %30 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x1xindex>
    %31 = "memref.subview"(%30) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 4, 0>, static_sizes = array<i64: 3, 1>, static_strides = array<i64: 1, 1>}> : (memref<8x1xindex>) -> memref<3x1xindex, strided<[1, 1], offset: 4>>
    %32 = "tensor.empty"() : () -> tensor<4x2xf32>
    %33 = "arith.constant"() <{value = 0 : index}> : () -> index
    %34 = "arith.constant"() <{value = 0 : index}> : () -> index
    %35 = "tensor.extract"(%32, %33, %34) : (tensor<4x2xf32>, index, index) -> f32
    %36 = "arith.constant"() <{value = dense<false> : vector<8x1xi1>}> : () -> vector<8x1xi1>
    %37 = "arith.ori"(%36, %36) : (vector<8x1xi1>, vector<8x1xi1>) -> vector<8x1xi1>
    %38:2 = "scf.index_switch"(%34) <{cases = array<i64: 2>}> ({
      %52 = "arith.constant"() <{value = 1.000000e+02 : f64}> : () -> f64
      "scf.yield"(%52, %52) : (f64, f64) -> ()
    }, {
      %41 = "arith.constant"() <{value = 1 : index}> : () -> index
      %42 = "tensor.extract_slice"(%32, %41) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0, 1>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<4x2xf32>, index) -> tensor<1x?xf32>
      %43 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      %44 = "arith.cmpi"(%43, %43) <{predicate = 8 : i64}> : (i64, i64) -> i1
      %45:2 = "scf.if"(%44) ({
        %50 = "arith.shrsi"(%33, %41) : (index, index) -> index
        %51 = "arith.constant"() <{value = -1 : i16}> : () -> i16
        "scf.yield"(%51, %51) : (i16, i16) -> ()
      }, {
        "cf.assert"(%44) <{msg = "bounds check"}> : (i1) -> ()
        %48 = "arith.constant"() <{value = 1 : i16}> : () -> i16
        %49 = "arith.select"(%44, %48, %48) : (i1, i16, i16) -> i16
        "scf.yield"(%49, %48) : (i16, i16) -> ()
      }) : (i1) -> (i16, i16)
      %46 = "arith.cmpi"(%41, %34) <{predicate = 1 : i64}> : (index, index) -> i1
      "cf.assert"(%46) <{msg = "bounds check"}> : (i1) -> ()
      %47 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
      "scf.yield"(%47, %47) : (f64, f64) -> ()
    }) : (index) -> (f64, f64)
    %39 = "arith.constant"() <{value = 8 : index}> : () -> index
    %40 = "tensor.empty"(%39) : (index) -> tensor<8x?xi16>
    "func.return"(%40) : (tensor<8x?xi16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x?xi16>) -> i16, sym_name = "compute1"}> ({
  ^bb0(%arg0: tensor<8x?xi16>):
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x1xi16>
    %1 = "memref.subview"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<8x1xi16>) -> memref<1x1xi16, strided<[1, 1], offset: 1>>
    %2 = "arith.constant"() <{value = 8 : i32}> : () -> i32
    %3 = "arith.cmpi"(%2, %2) <{predicate = 5 : i64}> : (i32, i32) -> i1
    %4 = "arith.constant"() <{value = -7.500000e+00 : f64}> : () -> f64
    %5 = "arith.constant"() <{value = -2.500000e-01 : f64}> : () -> f64
    %6 = "arith.cmpf"(%4, %5) <{fastmath = #arith.fastmath<none>, predicate = 0 : i64}> : (f64, f64) -> i1
    %7 = "arith.constant"() <{value = -1 : index}> : () -> index
    %8 = "scf.index_switch"(%7) <{cases = array<i64: 2, 6>}> ({
      %29 = "arith.constant"() <{value = 43 : i8}> : () -> i8
      "scf.yield"(%29) : (i8) -> ()
    }, {
      %26 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
      %27 = "arith.fptosi"(%26) : (f32) -> i16
      %28 = "arith.constant"() <{value = 80 : i8}> : () -> i8
      "scf.yield"(%28) : (i8) -> ()
    }, {
      %10:2 = "scf.if"(%6) ({
        %13 = "arith.constant"() <{value = -2.500000e-01 : f16}> : () -> f16
        %14 = "math.isnormal"(%13) <{fastmath = #arith.fastmath<none>}> : (f16) -> i1
        %15 = "arith.constant"() <{value = 0 : index}> : () -> index
        %16 = "arith.constant"() <{value = 1 : index}> : () -> index
        %17 = "arith.constant"() <{value = 1 : index}> : () -> index
        %18 = "arith.constant"() <{value = 0 : index}> : () -> index
        %19 = "arith.constant"() <{value = 7 : index}> : () -> index
        %20 = "arith.constant"() <{value = 2 : index}> : () -> index
        "scf.parallel"(%15, %18, %16, %19, %17, %20) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
        ^bb0(%arg1: index, %arg2: index):
          %22 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
          %23 = "arith.cmpi"(%22, %22) <{predicate = 4 : i64}> : (i64, i64) -> i1
          %24 = "arith.constant"() <{value = 0 : index}> : () -> index
          %25 = "tensor.dim"(%arg0, %24) : (tensor<8x?xi16>, index) -> index
          "scf.reduce"() : () -> ()
        }) : (index, index, index, index, index, index) -> ()
        %21 = "arith.constant"() <{value = 0 : i16}> : () -> i16
        "scf.yield"(%21, %5) : (i16, f64) -> ()
      }, {
        %12 = "arith.constant"() <{value = 47 : i16}> : () -> i16
        "scf.yield"(%12, %5) : (i16, f64) -> ()
      }) : (i1) -> (i16, f64)
      %11 = "arith.constant"() <{value = 1 : i8}> : () -> i8
      "scf.yield"(%11) : (i8) -> ()
    }) : (index) -> i8
    %9 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    "func.return"(%9) : (i16) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()

