// ir-gen std --seed 142 --size 8
module attributes {test.module_note = "std"} {
    func.func private @ext0(i8 {test.foo = 1 : i32}, memref<1xi8> {llvm.noundef}, i32) -> (i32, i32 {llvm.noundef, test.tag = "x"})
    func.func private @ext1(memref<1xi8>) -> (i32) attributes {test.kernel}
    func.func public @compute0(%arg: vector<3x2x8xi8>, %arg_2: i32, %arg_3: i32 {llvm.noundef, test.tag = "x"}) -> () {
        %cst_4 = arith.constant dense<27> : vector<3xi64>
        %5 = math.absi %cst_4 : vector<3xi64>
        %6 = arith.constant 7 : index
        %7 = arith.constant 6 : index
        %8 = memref.alloc(%6)[%7] {alignment = 64} : memref<?x4xi8, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
        %cst_9 = arith.constant dense<[0]> : tensor<1xi16>
        %10 = arith.index_cast %cst_9 : tensor<1xi16> to tensor<1xindex>
        %t11 = arith.constant dense<1> : vector<8x1x8xi8>
        %x13 = scf.while (%12 = %t11) : (vector<8x1x8xi8>) -> (vector<8x1x8xi8>) {
            %c_14 = arith.constant 70 : index
            %tmp15 = arith.constant 1 : index
            %cmp = arith.cmpi sle, %c_14, %tmp15 : index
            scf.condition(%cmp) %t11 : vector<8x1x8xi8>
        } do {
        // ---- comment line ----
        ^bb0(%17: vector<8x1x8xi8>):
            scf.yield %17 : vector<8x1x8xi8>
        }
        func.return
    }
    func.func @f1(%1: memref<3xf64> {llvm.noundef, test.tag = "x"}, %arg_2: tensor<3xi32>, %sum: vector<1xi32> {llvm.noundef}) {
        %cst_4 = arith.constant dense<31> : vector<1xi64>
        %5 = arith.constant dense<-8> : vector<1xi64>
        %x6:2 = arith.addui_extended %cst_4, %5 : vector<1xi64>, vector<1xi1>
        %c_7 = arith.constant 54 : i32
        %8 = arith.constant 3.0 : cf.switch
        %9 = arith.constant 0.0 : f32
        f32 %c_7 : i32, [default: ^then1(%8 : f32), 3: ^b2(%c_7 : i32), 4: ^then1(%9 : f32), 6: ^then1(%8 : f32)]
    ^then1(%ba: f32):
        %11 = arith.constant -1 : index
        %cmp = arith.cmpi ugt, %11, %11 : index

        %c = arith.constant 0x1 : i8
        %acc = arith.select %cmp, %c, %c : i8
        cf.cond_br %cmp, ^b2(%c_7 : i32), ^b2(%c_7 : i32)
    ^b2(%15: i32):
        %v16 = arith.constant dense<44> : vector<8xi32>
        %ipowi_17 = math.ipowi %v16, %v16 : vector<8xi32>
        func.return
    }
}
