// ir-gen std --seed 267 --size 19
module attributes {test.module_note = "std"} {
  func.func @fn.0(%arg_1: memref<4x?x3xf16> {test.foo = 1 : i32}, %x2: memref<1x4xi8> {llvm.noundef, test.tag = "x"}, %v3: tensor<?x1x3xi32>) -> (memref<4x3xi8> {llvm.noundef, test.tag = "x"}, tensor<1x4xi32>) { //
    %c = arith.constant 1 : i64
    %5 = arith.constant 39 : i64
    %6 = arith.cmpi ugt, %c, %5 : i64
    cf.assert %6, "bounds check"
    %alloc_7 = memref.alloc() : memref<2048xi8>
    %8 = arith.constant 0 : index
    %9 = arith.constant 6 : index    // keep
    %x10 = memref.view %alloc_7[%8][%9] : memref<2048xi8> to memref<?x4xf16>
    %v11 = arith.constant 1.5e-1 : f32
    %cmp = arith.cmpf olt, %v11, %v11 : f32
    %13 = arith.constant dense<1.000000e+00> : vector<1x4xf64>
    %sum = math.isnan %13 : vector<1x4xf64>
    %15 = memref.alloc() {alignment = 64} : memref<2048xi8> //
    %c_17 = arith.constant 0 : index
    %18 = arith.constant 4 : index
    // ---- comment line ----
    %tmp19 = memref.view %15[%c_17][%18] : memref<2048xi8> to memref<?x4xf16>
    %20 = arith.constant 3 : i8
    %v22 = arith.cmpi ule, %20, %20 : i8
    %23 = arith.constant dense<[4611686018427387903,3]> : vector<2xindex>
    %24 = arith.cmpi sle, %23, %23 : vector<2xindex>
    %alloca = memref.alloca() {alignment = 64} : memref<4x1x3xi32>
    %lhs = memref.reinterpret_cast %alloca to offset: [0], sizes: [12], strides: [1] : memref<4x1x3xi32> to memref<12xi32, strided<[1]>>
    %27 = memref.alloc() {alignment = 64} : memref<1x4xi32>
    %28 = arith.constant 0 : index
    %29 = arith.constant 3 : index
    %30 = memref.load %27[%28, %29] : memref<1x4xi32>
    memref.copy %x10, %tmp19 : memref<?x4xf16> to memref<?x4xf16>
    %31 = me