"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}], function_type = (tensor<4x8xi8>, tensor<3xf64>) -> (memref<2xi8>, i32), res_attrs = [{}, {llvm.noundef, test.tag = "x"}], sym_name = "compute0", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x8xi8>, %arg1: tensor<3xf64>):
    %0 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %1 = "arith.cmpi"(%0, %0) <{predicate = 8 : i64}> : (i16, i16) -> i1
    "cf.assert"(%1) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    %2 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %3 = "math.isnan"(%2) <{fastmath = #arith.fastmath<none>}> : (bf16) -> i1
    %4:2 = "func.call"(%arg0, %arg1) <{callee = @compute0}> : (tensor<4x8xi8>, tensor<3xf64>) -> (memref<2xi8>, i32)
    %5 = "scf.while"(%4#1) ({
    ^bb0(%arg3: i32):
      %7 = "arith.floordivsi"(%0, %0) : (i16, i16) -> i16
      %8 = "arith.constant"() <{value = dense<19> : vector<8xi8>}> : () -> vector<8xi8>
      %9 = "arith.cmpi"(%arg3, %4#1) <{predicate = 4 : i64}> : (i32, i32) -> i1
      %10 = "scf.if"(%9) ({
        %15 = "arith.constant"() <{value = 6 : index}> : () -> index
        %16 = "tensor.empty"(%15) : (index) -> tensor<?xi8>
        %17 = "arith.constant"() <{value = 0 : index}> : () -> index
        %18 = "tensor.extract"(%16, %17) : (tensor<?xi8>, index) -> i8
        %19 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi8>
        %20 = "memref.subview"(%19) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<4xi8>) -> memref<1xi8, strided<[1], offset: 1>>
        %21:2 = "scf.if"(%9) ({
          %25 = "arith.constant"() <{value = 2 : index}> : () -> index
          %26 = "memref.load"(%19, %25) : (memref<4xi8>, index) -> i8
          %27 = "arith.constant"() <{value = 0 : i8}> : () -> i8
          "scf.yield"(%18, %27) : (i8, i8) -> ()
        }, {
          %22 = "tensor.empty"() : () -> tensor<2x4x4xf16>
          %23 = "arith.divf"(%22, %22) <{fastmath = #arith.fastmath<reassoc,contract>}> : (tensor<2x4x4xf16>, tensor<2x4x4xf16>) -> tensor<2x4x4xf16>
          %24 = "arith.constant"() <{value = -20 : i8}> : () -> i8
          "scf.yield"(%18, %24) : (i8, i8) -> ()
        }) : (i1) -> (i8, i8)
        "scf.yield"(%21#1) : (i8) -> ()
      }, {
        %13 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xbf16>
        "memref.copy"(%13, %13) : (memref<2xbf16>, memref<2xbf16>) -> ()
        %14 = "arith.constant"() <{value = 127 : i8}> : () -> i8
        "scf.yield"(%14) : (i8) -> ()
      }) : (i1) -> i8
      %11 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %12 = "arith.cmpi"(%4#1, %11) <{predicate = 0 : i64}> : (i32, i32) -> i1
      "scf.condition"(%12, %arg3) : (i1, i32) -> ()
    }, {
    ^bb0(%arg2: i32):
      "scf.yield"(%4#1) : (i32) -> ()
    }) : (i32) -> i32
    %6 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2xi8>
    "func.return"(%6, %4#1) : (memref<2xi8>, i32) -> ()
  }) : () -> ()
}) : () -> ()

